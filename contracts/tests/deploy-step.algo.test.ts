import type { BaseContract } from '@algorandfoundation/algorand-typescript';
import { Bytes } from '@algorandfoundation/algorand-typescript';
import { describe, expect, it } from 'vitest';
import { Airdrop } from '../src/airdrop.algo';
import { Staking } from '../src/staking.algo';
import { approves, big, emulatorContext } from './support/emulator.harness';

/** The one call the deployment makes besides creating the apps: each app account opts in to its tokens. */
describe('opt_in_tokens, the creator’s deploy-time step', () => {
  function optInTokens(contract: new () => BaseContract, sender: 'creator' | 'player') {
    const env = emulatorContext();
    const app = env.ctx.contract.create(contract);
    const application = env.ctx.ledger.getApplicationForContract(app);
    const caller = sender === 'creator' ? application.creator : env.ctx.any.account();
    const call = env.ctx.any.txn.applicationCall({
      appId: application,
      sender: caller,
      appArgs: [Bytes('opt_in_tokens')],
      assets: [env.umq, env.hlk],
    });
    const ok = approves(app, [call]);
    const transfers = ok ? env.ctx.txn.lastGroup.itxnGroups.map((group) => group.getAssetTransferInnerTxn(0)) : [];
    return {
      ok,
      optIns: transfers.map((xfer) => ({
        asset: big(xfer.xferAsset.id),
        toSelf: xfer.assetReceiver.bytes.equals(application.address.bytes),
        amount: big(xfer.assetAmount),
      })),
    };
  }

  it('opts the airdrop account in to UMQ with a 0 transfer to itself', () => {
    const { ok, optIns } = optInTokens(Airdrop, 'creator');
    expect(ok).toBe(true);
    expect(optIns).toEqual([{ asset: 1001n, toSelf: true, amount: 0n }]);
  });

  it('opts the staking account in to UMQ and HLK', () => {
    const { optIns } = optInTokens(Staking, 'creator');
    expect(optIns.map(({ asset }) => asset)).toEqual([1001n, 1002n]);
  });

  it('is refused to anyone but the creator', () => {
    expect(optInTokens(Airdrop, 'player').ok).toBe(false);
  });
});
