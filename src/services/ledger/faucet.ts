import { currentNetwork, requireNetwork } from '../config/networks';

/** What one press of 'Recibir ALGO de prueba' gives: 10 ALGO, in µALGO. */
export const TEST_ALGO_GRANT = 10_000_000n;

/** True when test ALGO can be asked for: only the local ledger has a dispenser (DESIGN.md §5). */
export function hasTestFaucet(): boolean {
  const resolution = currentNetwork();
  return resolution.ok && resolution.network.name === 'localnet';
}

/**
 * Asks the local ledger's dispenser (POST /devnet/fund) for TEST_ALGO_GRANT µALGO. Refuses on any other network,
 * so a MainNet build never calls a route that is not algod's. A failed request throws with its HTTP status.
 */
export async function requestTestAlgo(address: string): Promise<bigint> {
  if (!hasTestFaucet()) throw new Error('The test faucet exists only on the local ledger');
  const response = await fetch(`${requireNetwork().algod.url}/devnet/fund`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address, microAlgos: Number(TEST_ALGO_GRANT) }),
  });
  if (!response.ok)
    throw Object.assign(new Error(`devnet fund answered ${response.status}`), { status: response.status });
  return TEST_ALGO_GRANT;
}
