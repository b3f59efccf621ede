import { act, waitFor } from '@testing-library/react';
import { getApplicationAddress } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveAsset, optInApp } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_IDS, LOCALNET_URLS } from '../../services/config/localnet';
import { getAccount } from '../../services/ledger/account';
import { getLocalState } from '../../services/ledger/state';
import { renderSignedIn } from '../paidAction/testing';
import { STAKING_AMOUNT_KEY } from './requests';
import { useStake } from './useStake';

const { UMQ, HLK } = LOCALNET_IDS.assets;
const STAKING = LOCALNET_IDS.apps.staking;
const UNIT = 10n ** 9n;

describe('useStake', () => {
  // The test ledger's clock stands still unless moved: a year on it is exactly a year.
  const net = useTestLedger();
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  type Hook = ReturnType<typeof renderSignedIn<ReturnType<typeof useStake>>>;
  const confirmModal = async (hook: Hook) => {
    await waitFor(() => expect(hook.modal().stage).toBe('confirming'));
    act(() => hook.modal().onConfirm());
    await waitFor(() => expect(hook.modal().open).toBe(false));
  };

  it("'Activar Staking' offers the UMQ opt-in, then HLK, then the app; a step refused for want of ALGO says what is missing", async () => {
    const key = net.newAccount(0n);
    const address = key.addr.toString();
    const hook = renderSignedIn(key, () => useStake(address));
    await waitFor(() => expect(hook.current().gate.status).toBe('missing'));
    expect(hook.current().gate.steps.map((step) => step.label)).toEqual([
      ledgerCopy('wallet.optInValue', { asset: 'UMQ' }),
      ledgerCopy('wallet.optInValue', { asset: 'HLK' }),
      es.stake.activate,
    ]);
    expect(hook.current().gate.next?.label).toBe(es.stake.activate);

    // No ALGO for the fee: the network refuses the UMQ opt-in, and the toast says with figures what is missing.
    act(() => hook.current().gate.next!.start());
    await confirmModal(hook);
    await waitFor(() =>
      expect(hook.toasts()).toMatchObject([{ tone: 'error', message: expect.stringMatching(/^Te faltan 0,201 ALGO/) }]),
    );

    net.ledger.fund(address, 10_000_000n);
    for (const step of [
      ledgerCopy('wallet.optInValue', { asset: 'UMQ' }),
      ledgerCopy('wallet.optInValue', { asset: 'HLK' }),
    ]) {
      await waitFor(() => expect(hook.current().gate.steps.find((s) => !s.done)?.label).toBe(step));
      act(() => hook.current().gate.next!.start());
      await waitFor(() => expect(hook.modal().action).toBe(step));
      await confirmModal(hook);
    }
    await waitFor(() => expect(hook.current().gate.steps.find((s) => !s.done)?.label).toBe(es.stake.activate));
    act(() => hook.current().gate.next!.start());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().gate.status).toBe('ready'));
    expect(await getLocalState(address, STAKING)).toEqual({ monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });
  });

  /** An account holding 300 UMQ, opted in to HLK and to the staking app, with /stake's hook rendered for it. */
  async function activatedWith300Umq() {
    const key = net.newAccount();
    const address = key.addr.toString();
    giveAsset(net.ledger.state, address, UMQ, 300n * UNIT);
    giveAsset(net.ledger.state, address, HLK, 0n);
    optInApp(net.ledger.state, address, STAKING, { monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });
    const hook = renderSignedIn(key, () => useStake(address));
    await waitFor(() => expect(hook.current().umqHeld).toBe(300n * UNIT));
    return { address, hook };
  }

  it('stakes 250 UMQ (50 refused before signing), then one year later withdraws: 250 UMQ and exactly 1,3 HLK', async () => {
    const { address, hook } = await activatedWith300Umq();

    act(() => hook.current().form.onChange('50'));
    act(() => hook.current().form.onSubmit());
    expect(hook.current().form.error).toBe(es.errors.stakeAssert);
    expect(hook.modal().open).toBe(false);

    act(() => hook.current().form.onChange('250'));
    act(() => hook.current().form.onSubmit());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().status?.figures?.amount).toBe('250 UMQ'));
    const [staked] = hook.toasts();
    expect(staked).toMatchObject({ tone: 'success', message: ledgerCopy('stake.stakeDone', { amount: '250' }) });
    expect(staked.txId).toMatch(/^[A-Z2-7]{52}$/);
    expect(localStorage.getItem(STAKING_AMOUNT_KEY)).toBe('250');
    expect(hook.current().form).toMatchObject({ running: true, value: '' });

    // One year on the ledger's clock (the control route seals a block at the new time).
    await fetch(`${LOCALNET_URLS.algod}/devnet/clock`, {
      method: 'POST',
      body: JSON.stringify({ seconds: 31_536_000 }),
    });
    await hook.client.refetchQueries();
    await waitFor(() => expect(hook.current().status?.figures?.reward).toBe('1,300000000 HLK'));
    act(() => hook.current().status!.onWithdraw());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().status).toMatchObject({ figures: null }));
    expect(hook.toasts().at(-1)).toMatchObject({
      tone: 'success',
      message: ledgerCopy('stake.withdrawDone', { umq: '250', hlk: '1,3' }),
    });
    expect(await getAccount(address)).toMatchObject({ umq: 285n * UNIT, hlk: 1_300_000_000n });
    expect(localStorage.getItem(STAKING_AMOUNT_KEY)).toBeNull();
    expect(hook.current().form.running).toBe(false);
  });

  it('with the HLK pool empty, the withdrawal returns the 250 UMQ, shows the reward as owed and claims it once the pool is funded', async () => {
    const { address, hook } = await activatedWith300Umq();
    const pool = getApplicationAddress(STAKING).toString();
    const setPool = (amount: bigint) => {
      const held = net.ledger.state.accounts.get(pool)!.assets.get(HLK)!.amount;
      giveAsset(net.ledger.state, pool, HLK, amount - held);
    };
    act(() => hook.current().form.onChange('250'));
    act(() => hook.current().form.onSubmit());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().status?.figures?.amount).toBe('250 UMQ'));
    expect(hook.current().owed).toBeNull();

    setPool(0n);
    await fetch(`${LOCALNET_URLS.algod}/devnet/clock`, {
      method: 'POST',
      body: JSON.stringify({ seconds: 31_536_000 }),
    });
    await hook.client.refetchQueries();
    act(() => hook.current().status!.onWithdraw());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().owed?.amount).toBe('1,3 HLK'));
    expect(hook.toasts().at(-1)).toMatchObject({
      tone: 'success',
      message: ledgerCopy('stake.withdrawDoneOwed', { umq: '250' }),
    });
    expect(await getAccount(address)).toMatchObject({ umq: 285n * UNIT, hlk: 0n });

    setPool(1_300_000_000n);
    act(() => hook.current().owed!.onClaim());
    await confirmModal(hook);
    await waitFor(() => expect(hook.current().owed).toBeNull());
    expect(hook.toasts().at(-1)).toMatchObject({
      tone: 'success',
      message: ledgerCopy('stake.claimOwedDone', { hlk: '1,3' }),
    });
    expect(await getAccount(address)).toMatchObject({ umq: 285n * UNIT, hlk: 1_300_000_000n });
    expect(await getLocalState(address, STAKING)).toMatchObject({ hlk_pendiente: 0n });
  });

  it("says 'No tienes UMQ stakeado actualmente.' and signs nothing when the stake was withdrawn elsewhere", async () => {
    const key = net.newAccount();
    const address = key.addr.toString();
    giveAsset(net.ledger.state, address, UMQ, 100n * UNIT);
    giveAsset(net.ledger.state, address, HLK, 0n);
    optInApp(net.ledger.state, address, STAKING, { monto_stake: 250n * UNIT, inicio_stake: 1n });
    const hook = renderSignedIn(key, () => useStake(address));
    await waitFor(() => expect(hook.current().status?.figures).toBeTruthy());
    optInApp(net.ledger.state, address, STAKING, { monto_stake: 0n, inicio_stake: 0n, hlk_pendiente: 0n });

    act(() => hook.current().status!.onWithdraw());
    await waitFor(() => expect(hook.toasts()).toEqual([{ tone: 'error', message: es.errors.withdrawNoStake }]));
    expect(hook.modal().open).toBe(false);
  });
});
