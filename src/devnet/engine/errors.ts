/** algod's error answers: an HTTP status, the message and (for logic errors) the structured `data`. */
export class AlgodError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AlgodError';
  }

  /** The JSON body algod sends. */
  body(): { message: string; data?: Record<string, unknown> } {
    return this.data ? { message: this.message, data: this.data } : { message: this.message };
  }
}

/** Errors of the transaction pool and block evaluator carry this prefix (API.md §3, stage C). */
export const REMEMBER = 'TransactionPool.Remember: ';

/** A 400 raised while evaluating one transaction: `transaction TXID: <reason>`. */
export function txnError(txid: string, reason: string, data?: Record<string, unknown>): AlgodError {
  return new AlgodError(400, `${REMEMBER}transaction ${txid}: ${reason}`, data);
}

/** A 400 from the evaluator that names no transaction. */
export function poolError(reason: string): AlgodError {
  return new AlgodError(400, `${REMEMBER}${reason}`);
}

/** A 400 from stateless checks (no prefix). */
export function badRequest(message: string): AlgodError {
  return new AlgodError(400, message);
}

/** A 404 with algod's text. */
export function notFound(message: string): AlgodError {
  return new AlgodError(404, message);
}

/**
 * What an app model's failed assert throws; the evaluator turns it into algod's
 * `logic eval error: assert failed pc=N. Details: app=ID, pc=N` with the `data` attributes.
 */
export class LogicError extends Error {
  constructor(
    readonly reason: string,
    readonly pc: number,
    /** Set when an inner transaction failed: its index among the call's inner transactions. */
    readonly innerIndex?: number,
  ) {
    super(reason);
    this.name = 'LogicError';
  }
}

/**
 * A transaction's rejection reason without its prefix; the evaluator adds
 * `TransactionPool.Remember: transaction TXID: ` (or wraps it in a logic error for inner transactions).
 */
export class Rejection extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Rejection';
  }
}
