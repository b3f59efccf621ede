import { REQUEST_TIMEOUT_MS } from './http';
import { UMQ_UNIT } from '../config/onchain';
import { currentNetwork, requireNetwork } from '../config/networks';

/** What one press of 'Recibir ALGO de prueba' gives: 10 ALGO, in µALGO. */
export const TEST_ALGO_GRANT = 10_000_000n;

/** What one press of 'Recibir UMQ de prueba' gives: 10 000 UMQ (a membership, or many games), in base units. */
export const TEST_UMQ_GRANT = 10_000n * UMQ_UNIT;

/** True when test ALGO can be asked for: only the local ledger has a dispenser (DESIGN.md §5). */
export function hasTestFaucet(): boolean {
  const resolution = currentNetwork();
  return resolution.ok && resolution.network.name === 'localnet';
}

/**
 * Asks the local ledger's dispenser (POST /devnet/fund) for a grant, at the first algod of the list that answers
 * (a node that is down is passed over, as every read is). Refuses on any other network, so a MainNet build never
 * calls a route that is not algod's. A refused request throws with its HTTP status.
 */
async function askDispenser(body: Record<string, string | number>): Promise<void> {
  if (!hasTestFaucet()) throw new Error('The test faucet exists only on the local ledger');
  let response: Response | undefined;
  for (const { url } of requireNetwork().algod) {
    try {
      response = await fetch(`${url}/devnet/fund`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      continue;
    }
    if (response.status < 500) break;
  }
  if (!response) throw new TypeError('Failed to fetch: no algod of the list answered');
  if (!response.ok)
    throw Object.assign(new Error(`devnet fund answered ${response.status}`), { status: response.status });
}

/** Asks the dispenser for TEST_ALGO_GRANT µALGO; returns the amount granted. */
export async function requestTestAlgo(address: string): Promise<bigint> {
  await askDispenser({ address, microAlgos: Number(TEST_ALGO_GRANT) });
  return TEST_ALGO_GRANT;
}

/** Asks the dispenser for TEST_UMQ_GRANT UMQ base units (the account must have opted in to UMQ); returns them. */
export async function requestTestUmq(address: string): Promise<bigint> {
  const assetId = requireNetwork().ids.assets.UMQ;
  // 10^13 base units are within a JSON number's exact range; the devnet reads integers as bigint.
  await askDispenser({ address, assetId: Number(assetId), amount: Number(TEST_UMQ_GRANT) });
  return TEST_UMQ_GRANT;
}
