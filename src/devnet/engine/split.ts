/** Stage A of POST /v2/transactions: split the concatenated SignedTxn blobs (API.md §6.5). */
import { Decoder, IntMode } from 'algorand-msgpack';
import { decodeSignedTransaction, type SignedTransaction } from 'algosdk';
import { badRequest } from './errors';

/** One submitted transaction: the decoded form, its bytes as sent and its id. */
export interface Submitted {
  stxn: SignedTransaction;
  bytes: Uint8Array;
  txid: string;
}

/** algod's MaxTxGroupSize. */
export const MAX_GROUP_SIZE = 16;

function splitBlobs(body: Uint8Array): Uint8Array[] {
  const decoder = new Decoder({ useMap: true, intMode: IntMode.BIGINT });
  const parts: Uint8Array[] = [];
  let start = 0;
  try {
    for (const _ of decoder.decodeMulti(body)) {
      // `pos` is private in the typings but is where the object just decoded ends.
      const end = (decoder as unknown as { pos: number }).pos;
      parts.push(body.subarray(start, end));
      start = end;
    }
  } catch (error) {
    throw badRequest(`msgpack decode error [pos ${start}]: ${(error as Error).message}`);
  }
  return parts;
}

/** Decodes the body, or throws algod's stage-A message. */
export function splitGroup(body: Uint8Array): Submitted[] {
  if (body.length === 0) throw badRequest('empty txgroup');
  const blobs = splitBlobs(body);
  if (blobs.length > MAX_GROUP_SIZE) throw badRequest(`max group size is ${MAX_GROUP_SIZE}`);
  return blobs.map((bytes, i) => {
    let stxn: SignedTransaction;
    try {
      stxn = decodeSignedTransaction(bytes);
    } catch (error) {
      throw badRequest(`msgpack decode error [pos ${i}]: ${(error as Error).message}`);
    }
    return { stxn, bytes: bytes.slice(), txid: stxn.txn.txID() };
  });
}
