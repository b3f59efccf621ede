// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { useTestLedger } from '../../devnet/testing';
import { getAccount } from './account';
import { buildAssetOptIn } from '../contracts';
import { hasTestFaucet, requestTestAlgo, requestTestUmq, TEST_ALGO_GRANT, TEST_UMQ_GRANT } from './faucet';
import { signAndSubmit } from './testing';

describe('test faucet', () => {
  const net = useTestLedger();

  it('is offered on the local ledger (the network of tests)', () => {
    expect(hasTestFaucet()).toBe(true);
  });

  it('gives a brand-new account 10 ALGO through the dispenser', async () => {
    const address = generateAccount().addr.toString();
    expect((await getAccount(address)).algo).toBe(0n);
    expect(await requestTestAlgo(address)).toBe(TEST_ALGO_GRANT);
    expect((await getAccount(address)).algo).toBe(10_000_000n);
  });

  it('gives an account opted in to UMQ 10 000 UMQ, and refuses (400) one that has not opted in', async () => {
    const alice = net.newAccount();
    await expect(requestTestUmq(alice.addr.toString())).rejects.toMatchObject({ status: 400 });
    await signAndSubmit(alice, (ctx) => buildAssetOptIn(ctx, 'UMQ'));
    expect(await requestTestUmq(alice.addr.toString())).toBe(TEST_UMQ_GRANT);
    expect((await getAccount(alice.addr.toString())).umq).toBe(TEST_UMQ_GRANT);
  });

  it('fails with the HTTP status when the dispenser refuses', async () => {
    await expect(requestTestAlgo('not-an-address')).rejects.toMatchObject({ status: 400 });
  });
});
