// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { buildSend, buildSpin, buildWithdraw } from '.';
import { testContext } from './testing';

const key = generateAccount();
// Signed by the sender's own key, as the wallet signs (a different signer would add an auth-address field).
const congested = { ...testContext, sender: key.addr.toString(), params: { ...testContext.params, fee: 10n } };

describe('the fee rule (suggested fee per byte × signed size, at least the minimum, plus inner transfers)', () => {
  it('an uncongested network charges the minimum per transaction and one more per inner transfer', () => {
    expect(buildSpin(testContext, { random: 1n }).txns.map((txn) => txn.fee)).toEqual([1000n, 1000n, 2000n]);
  });

  it('a congested network: every transaction pays at least its signed size × the fee per byte', () => {
    for (const group of [
      buildSend(congested, { asset: 'UMQ', receiver: testContext.ids.admin, amount: 5n }),
      buildSpin(congested, { random: 2n ** 63n }),
      buildWithdraw(congested),
    ]) {
      for (const txn of group.txns) {
        const signedBytes = BigInt(txn.signTxn(key.sk).length);
        expect(txn.fee).toBeGreaterThanOrEqual(10n * signedBytes);
      }
    }
  });

  it('inner transfers stay paid on top of the size-based fee', () => {
    const [, , call] = buildSpin(congested, { random: 7n }).txns;
    const signedBytes = BigInt(call.signTxn(key.sk).length);
    expect(call.fee).toBeGreaterThanOrEqual(10n * signedBytes + 1000n);
  });
});
