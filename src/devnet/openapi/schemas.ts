/**
 * Test helper: algod's and the indexer's OpenAPI schemas (the vendored copies beside this file) compiled with
 * ajv, to check the local ledger's answers against what the real services document.
 */
import { expect } from 'vitest';
import { Ajv } from 'ajv';
import { bytesToBase64 } from 'algosdk';
import algodSpec from './algod.oas2.json';
import indexerSpec from './indexer.oas2.json';

const ajv = new Ajv({ strict: false, validateFormats: false, validateSchema: false, allErrors: true });
ajv.addSchema({ ...algodSpec, $id: 'algod' });
ajv.addSchema({ ...indexerSpec, $id: 'indexer' });

/** True when `body` matches the schema at `ref` (e.g. `algod#/responses/NodeStatusResponse/schema`). */
export function matchesSchema(ref: string, body: unknown): boolean {
  return (ajv.getSchema(ref) ?? ajv.compile({ $ref: ref }))(body) as boolean;
}

/** Fails the test, listing each mismatch, unless `body` matches the schema at `ref`. */
export function expectValid(ref: string, body: unknown): void {
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const ok = validate(body);
  expect(
    ok ? [] : validate.errors?.map((e) => `${ref}${e.instancePath} ${e.message}`),
    JSON.stringify(body).slice(0, 400),
  ).toEqual([]);
}

/** A decoded msgpack value as the JSON the schema describes: bin → base64, uint → number. */
export function msgpackToJson(value: unknown): unknown {
  if (value instanceof Uint8Array) return bytesToBase64(value);
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(msgpackToJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, msgpackToJson(v)]));
  return value;
}
