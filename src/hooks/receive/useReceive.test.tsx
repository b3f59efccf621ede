import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveAsset } from '../../devnet/genesis/builder';
import { useTestLedger } from '../../devnet/testing';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../../services/config/localnet';
import { parsePaymentUri, uriAuthority } from '../../services/payments';
import { renderSignedIn } from '../paidAction/testing';
import { useReceive } from './useReceive';

/** ARC-90 names a network other than MainNet in the URI's authority: the local ledger's genesis hash, base64url. */
const GH = uriAuthority(LOCALNET_GENESIS.hash);

describe('useReceive', () => {
  const net = useTestLedger();
  afterEach(() => vi.unstubAllGlobals());

  /** A signed-in account with 10 ALGO (`holds` lists the tokens it has opted in to) and the hook. */
  function setup(holds: bigint[] = []) {
    const key = net.newAccount();
    const address = key.addr.toString();
    for (const assetId of holds) giveAsset(net.ledger.state, address, assetId, 0n);
    return { address, hook: renderSignedIn(key, () => useReceive(address)) };
  }

  /** Types an amount of `asset` and presses 'Mostrar en el código'. */
  function ask(hook: ReturnType<typeof setup>['hook'], asset: string, amount: string) {
    act(() => hook.current().form.onAssetChange(asset));
    act(() => hook.current().form.onAmountChange(amount));
    act(() => hook.current().form.onSubmit());
  }

  it('shows the bare address until an amount is asked', () => {
    const { address, hook } = setup();
    expect(hook.current().uri).toBe(`algorand://${GH}${address}`);
    expect(hook.current().requested).toBeNull();
    expect(hook.current().form.assets).toEqual(['ALGO', 'UMQ', 'HLK']);
  });

  it('asks ALGO in microAlgos and tokens in base units with their asset id', () => {
    const { address, hook } = setup();
    ask(hook, 'ALGO', '1,5');
    expect(hook.current().uri).toBe(`algorand://${GH}${address}?amount=1500000`);
    expect(hook.current().requested).toEqual({ amount: '1,5', asset: 'ALGO' });

    ask(hook, 'UMQ', '2,5');
    expect(parsePaymentUri(hook.current().uri)).toEqual({
      address,
      network: { genesisHash: LOCALNET_GENESIS.hash },
      amount: 2_500_000_000n,
      assetId: LOCALNET_IDS.assets.UMQ,
    });
    ask(hook, 'HLK', '0,000000001');
    expect(hook.current().uri).toBe(`algorand://${GH}${address}?amount=1&asset=${LOCALNET_IDS.assets.HLK}`);
    expect(hook.current().requested).toEqual({ amount: '0,000000001', asset: 'HLK' });

    act(() => hook.current().form.onClear());
    expect(hook.current().uri).toBe(`algorand://${GH}${address}`);
    expect(hook.current().form.amount).toBe('');
  });

  it('refuses a bad amount in Spanish and keeps the code as it was', () => {
    const { address, hook } = setup();
    ask(hook, 'ALGO', '2');
    const before = hook.current().uri;
    for (const [amount, message] of [
      ['', ledgerCopy('wallet.invalidData')],
      ['0', ledgerCopy('wallet.invalidData')],
      ['1.2.3', ledgerCopy('wallet.amountMalformed', { example: '1.234,5' })],
      // Read two ways in es-ES: asked, never assumed.
      ['1,500', ledgerCopy('wallet.amountAmbiguous', { thousands: '1500', decimal: '1,5' })],
      ['1,0000001', ledgerCopy('wallet.tooManyDecimals', { asset: 'ALGO', n: 6 })],
    ]) {
      ask(hook, 'ALGO', amount);
      expect(hook.current().form.error, amount).toBe(message);
      expect(hook.current().uri).toBe(before);
    }
    expect(before).toBe(`algorand://${GH}${address}?amount=2000000`);
    // Typing again clears the message.
    act(() => hook.current().form.onAmountChange('3'));
    expect(hook.current().form.error).toBeUndefined();
  });

  it('warns when the chosen token is one the account has not opted in to', async () => {
    const { hook } = setup([LOCALNET_IDS.assets.HLK]);
    act(() => hook.current().form.onAssetChange('UMQ'));
    await waitFor(() => expect(hook.current().form.optInNeeded).toBe(true));
    act(() => hook.current().form.onAssetChange('HLK'));
    await waitFor(() => expect(hook.current().form.optInNeeded).toBe(false));
    act(() => hook.current().form.onAssetChange('ALGO'));
    expect(hook.current().form.optInNeeded).toBe(false);
  });

  it('offers share only with the Web Share API, and shares the URI', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    expect(setup().hook.current().onShare).toBeUndefined();

    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    vi.stubGlobal('navigator', { ...navigator, share });
    const { address, hook } = setup();
    await act(async () => hook.current().onShare?.());
    expect(share).toHaveBeenCalledWith({ title: ledgerCopy('receive.shareTitle'), text: `algorand://${GH}${address}` });
  });
});
