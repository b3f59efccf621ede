/**
 * Test helper: a funded account that has claimed the welcome gift on a test ledger (useTestLedger), through the
 * transactions the wallet sends (UMQ opt-in, airdrop opt-in, claim), so the referral proxy takes its invites.
 */
import { waitForConfirmation, type Address } from 'algosdk';
import type { TestLedger } from '../devnet/testing';
import { LOCALNET_IDS } from '../services/config/localnet';
import { buildAppOptIn, buildAssetOptIn, buildClaimAirdrop, type BuildContext } from '../services/contracts';

export async function giftClaimer(net: TestLedger): Promise<{ addr: Address; sk: Uint8Array }> {
  const account = net.newAccount();
  const context = async (): Promise<BuildContext> => ({
    params: await net.algod.getTransactionParams().do(),
    sender: account.addr.toString(),
    ids: LOCALNET_IDS,
  });
  const steps = [
    (ctx: BuildContext) => buildAssetOptIn(ctx, 'UMQ'),
    (ctx: BuildContext) => buildAppOptIn(ctx, 'airdrop'),
    buildClaimAirdrop,
  ];
  for (const build of steps) {
    const { txns } = build(await context());
    await net.algod.sendRawTransaction(txns.map((txn) => txn.signTxn(account.sk))).do();
    await waitForConfirmation(net.algod, txns[txns.length - 1].txID(), 4);
  }
  return account;
}
