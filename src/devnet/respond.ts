/** Response helpers: bigint-safe JSON (STACK.md G14), msgpack, and algod's error bodies. */
import { HttpResponse } from 'msw';
import { stringifyJSON } from 'algosdk';
import { AlgodError } from './engine/errors';

/** JSON with uint64 values as bare numbers, as algod sends them. */
export function json(body: unknown, status = 200): HttpResponse<string> {
  return new HttpResponse(stringifyJSON(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A msgpack body. */
export function msgpack(bytes: Uint8Array): HttpResponse<ArrayBuffer> {
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/msgpack' } });
}

/** `{"message": ...}` (plus `data` for logic errors) with the error's status. */
export function errorResponse(error: AlgodError): HttpResponse<string> {
  return json(error.body(), error.status);
}

/** Runs `handle`, answering an AlgodError it throws the way algod would (anything else: 500, algod's shape). */
export async function answer(handle: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof AlgodError) return errorResponse(error);
    console.error(error);
    return json({ message: (error as Error).message }, 500);
  }
}
