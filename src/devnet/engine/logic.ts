/** How a model's failure becomes algod's `logic eval error` (API.md §3). */
import { LogicError, txnError } from './errors';

/** A stable pseudo program counter per assert label (FNV-1a), so each assert reads like its own TEAL line. */
export function pcOf(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 1 + (hash % 1500);
}

/** Throws the LogicError of a failed `assert` labelled `label`. */
export function assertFailed(label: string): never {
  const pc = pcOf(label);
  throw new LogicError(`assert failed pc=${pc}`, pc);
}

/** The 400 algod answers for a logic error in the app call at `groupIndex`. */
export function logicEvalError(txid: string, appId: bigint, groupIndex: number, error: LogicError) {
  const evalStates = Array.from({ length: groupIndex + 1 }, (_, i) => (i === groupIndex ? { stack: [] } : {}));
  return txnError(txid, `logic eval error: ${error.reason}. Details: app=${appId}, pc=${error.pc}`, {
    'app-index': appId,
    'group-index': groupIndex,
    pc: error.pc,
    'eval-states': evalStates,
  });
}
