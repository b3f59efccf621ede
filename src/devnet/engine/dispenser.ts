/**
 * The dispenser (POST /devnet/fund), as LocalNet's: a funded account that pays by real signed transactions,
 * so a grant goes through the pool and the evaluator and shows in the indexer and the account's history.
 */
import nacl from 'tweetnacl';
import {
  assignGroupID,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { badRequest } from './errors';
import { MIN_FEE } from './evaluate';
import { MAX_TXN_LIFE } from './wellFormed';
import type { LedgerState } from './types';

/** Signs `message` with algosdk's 64-byte secret key; tweetnacl by default, Node's crypto in Node. */
export type Signer = (message: Uint8Array, secretKey: Uint8Array) => Uint8Array;

/** tweetnacl's detached sign (runs anywhere). */
export const naclSigner: Signer = (message, secretKey) => nacl.sign.detached(message, secretKey);

/** The account the dispenser pays from (its key signs), and the ASA it adds to an ALGO grant for holders. */
export interface DispenserConfig {
  address: string;
  /** 64-byte ed25519 secret key. */
  sk: Uint8Array;
  assetId?: bigint;
  assetAmount?: bigint;
}

/** What the ledger tells the dispenser to build a transaction as a client would. */
export interface DispenserContext {
  state: LedgerState;
  genesisId: string;
  genesisHash: Uint8Array;
  feePerByte: bigint;
  /** Makes each grant's id unique, even two alike within one round. */
  serial: number;
  sign: Signer;
}

function suggested(ctx: DispenserContext): SuggestedParams {
  const round = ctx.state.round;
  return {
    fee: ctx.feePerByte,
    minFee: MIN_FEE,
    firstValid: round,
    lastValid: round + MAX_TXN_LIFE,
    genesisID: ctx.genesisId,
    genesisHash: ctx.genesisHash,
  };
}

const note = (ctx: DispenserContext) => new TextEncoder().encode(`devnet dispenser #${ctx.serial}`);

function signed(ctx: DispenserContext, dispenser: DispenserConfig, txns: Transaction[]): Uint8Array {
  const blobs = (txns.length > 1 ? assignGroupID(txns) : txns).map((t) =>
    t.attachSignature(dispenser.address, ctx.sign(t.bytesToSign(), dispenser.sk)),
  );
  const body = new Uint8Array(blobs.reduce((n, b) => n + b.length, 0));
  blobs.reduce((offset, b) => (body.set(b, offset), offset + b.length), 0);
  return body;
}

function tokenTxn(
  ctx: DispenserContext,
  dispenser: DispenserConfig,
  receiver: string,
  assetId: bigint,
  amount: bigint,
) {
  return makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: dispenser.address,
    receiver,
    assetIndex: assetId,
    amount,
    note: note(ctx),
    suggestedParams: suggested(ctx),
  });
}

/** The signed grant of `microAlgos`, plus the dispenser's ASA when the account already holds it. */
export function algoGrant(ctx: DispenserContext, dispenser: DispenserConfig, address: string, microAlgos: bigint) {
  const pay = makePaymentTxnWithSuggestedParamsFromObject({
    sender: dispenser.address,
    receiver: address,
    amount: microAlgos,
    note: note(ctx),
    suggestedParams: suggested(ctx),
  });
  const { assetId, assetAmount } = dispenser;
  const holds = assetId !== undefined && ctx.state.accounts.get(address)?.assets.has(assetId);
  const source = assetId !== undefined ? ctx.state.accounts.get(dispenser.address)?.assets.get(assetId) : undefined;
  const bonus = holds && assetAmount && source && source.amount >= assetAmount;
  return signed(ctx, dispenser, bonus ? [pay, tokenTxn(ctx, dispenser, address, assetId!, assetAmount)] : [pay]);
}

/** The signed grant of `amount` base units of an ASA, or a 400 naming what is missing. */
export function tokenGrant(
  ctx: DispenserContext,
  dispenser: DispenserConfig,
  address: string,
  assetId: bigint,
  amount: bigint,
): Uint8Array {
  const asset = ctx.state.assets.get(assetId);
  if (!asset || !ctx.state.accounts.get(dispenser.address)?.assets.has(assetId)) {
    throw badRequest(`the dispenser holds no asset ${assetId}`);
  }
  if (!ctx.state.accounts.get(address)?.assets.has(assetId)) {
    throw badRequest(
      `account ${address} has not opted in to ${asset.unitName} (asset ${assetId}): opt in to it before asking the dispenser`,
    );
  }
  return signed(ctx, dispenser, [tokenTxn(ctx, dispenser, address, assetId, amount)]);
}
