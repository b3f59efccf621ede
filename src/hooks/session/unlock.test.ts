import { secretKeyToMnemonic } from 'algosdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenarios } from '../../devnet/scenarios';
import { useTestLedger } from '../../devnet/testing';
import { saveWallet } from '../../services/vault';
import { deleteVaultDatabase } from '../../services/vault/testRecords';
import { firstRead, startFirstRead } from '../account/firstRead';
import { PASSWORD } from './testing';
import { readAhead, unlockAccount } from './unlock';

// The balances /home first paints with are read while the password is typed (docs/decisions/0048): the KDF then runs
// with nothing else asked of the machine, and the click sends no second read of the same account.
describe('a password being typed', () => {
  const net = useTestLedger();
  afterEach(async () => {
    vi.restoreAllMocks();
    await deleteVaultDatabase();
  });

  /** A wallet stored as 'ana' for a new funded account; counts the account reads the app sends for it. */
  async function storedWallet() {
    const key = net.newAccount();
    const address = key.addr.toString();
    await saveWallet('ana', secretKeyToMnemonic(key.sk), PASSWORD);
    const fetches = vi.spyOn(globalThis, 'fetch');
    const accountReads = () =>
      fetches.mock.calls.filter(([input]) => {
        const url = input instanceof Request ? input.url : String(input);
        return new URL(url).pathname === `/v2/accounts/${address}`;
      }).length;
    return { address, accountReads };
  }

  it('reads the balances of the wallet it opens before the click, and the click asks for them no second time', async () => {
    const { address, accountReads } = await storedWallet();
    await readAhead('ana');
    await vi.waitFor(() => expect(firstRead(address)).toBeDefined());
    await readAhead('ana'); // the next key typed
    expect(await unlockAccount('ana', PASSWORD)).toMatchObject({ username: 'ana', account: { address } });
    expect(accountReads()).toBe(1);

    const onLedger = await net.algod.accountInformation(address).do();
    expect(firstRead(address)?.snapshot).toMatchObject({ algo: onLedger.amount, minBalance: onLedger.minBalance });
  }, 30_000); // a 600 000-iteration derivation

  it('asks again at the click when the read sent while typing failed', async () => {
    const { address, accountReads } = await storedWallet();
    net.faults.set(scenarios.balances500);
    await readAhead('ana');
    await startFirstRead(address); // joins the read sent while typing, until it failed
    expect(accountReads()).toBeGreaterThan(0);
    net.faults.clear();
    const failedReads = accountReads();

    expect(await unlockAccount('ana', PASSWORD)).toMatchObject({ account: { address } });
    expect(accountReads()).toBe(failedReads + 1);
    expect(firstRead(address)?.snapshot.algo).toBe((await net.algod.accountInformation(address).do()).amount);
  }, 30_000);

  it('reads nothing for a username with no wallet on this device', async () => {
    const { accountReads } = await storedWallet();
    await readAhead('bea');
    expect(await unlockAccount('bea', PASSWORD)).toBe('notFound');
    expect(accountReads()).toBe(0);
  }, 30_000);
});
