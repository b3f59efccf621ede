import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { getAccount } from './account';
import { hasTestFaucet, requestTestAlgo, TEST_ALGO_GRANT } from './faucet';

describe('test faucet', () => {
  useTestLedger();

  it('is offered on the local ledger (the network of tests)', () => {
    expect(hasTestFaucet()).toBe(true);
  });

  it('gives a brand-new account 10 ALGO through the dispenser', async () => {
    const address = generateAccount().addr.toString();
    expect((await getAccount(address)).algo).toBe(0n);
    expect(await requestTestAlgo(address)).toBe(TEST_ALGO_GRANT);
    expect((await getAccount(address)).algo).toBe(10_000_000n);
  });

  it('fails with the HTTP status when the dispenser refuses', async () => {
    await expect(requestTestAlgo('not-an-address')).rejects.toMatchObject({ status: 400 });
  });
});
