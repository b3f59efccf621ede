import {
  generateAccount,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/features';
import { translateError } from './errors';
import { assertSignable, isHighFee, UnsafeGroupError, type SigningIntent, type UnsafeKind } from './signingPolicy';

const me = generateAccount().addr.toString();
const other = generateAccount().addr.toString();
const params = (fee: bigint): SuggestedParams => ({
  fee,
  flatFee: true,
  minFee: 1000n,
  firstValid: 1n,
  lastValid: 51n,
  genesisID: 'mox-localnet',
  genesisHash: new Uint8Array(32),
});

const payment = (extra: { rekeyTo?: string; closeRemainderTo?: string; fee?: bigint } = {}) =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: me,
    receiver: other,
    amount: 1n,
    rekeyTo: extra.rekeyTo,
    closeRemainderTo: extra.closeRemainderTo,
    suggestedParams: params(extra.fee ?? 1000n),
  });

const assetClose = () =>
  makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: me,
    receiver: other,
    amount: 0n,
    assetIndex: 1001,
    closeRemainderTo: other,
    suggestedParams: params(1000n),
  });

function refusal(txns: Parameters<typeof assertSignable>[0], intent?: SigningIntent): UnsafeKind | 'signable' {
  try {
    assertSignable(txns, intent);
    return 'signable';
  } catch (error) {
    if (error instanceof UnsafeGroupError) return error.kind;
    throw error;
  }
}

describe('assertSignable', () => {
  it('lets an ordinary payment through', () => {
    expect(refusal([payment()])).toBe('signable');
  });

  it.each<[string, () => Parameters<typeof assertSignable>[0], UnsafeKind]>([
    ['rekey-to', () => [payment({ rekeyTo: other })], 'rekey'],
    ['close-remainder-to', () => [payment({ closeRemainderTo: other })], 'closeAccount'],
    ['asset-close-to', () => [assetClose()], 'closeAsset'],
    ['rekey-to in the second transaction of a group', () => [payment(), payment({ rekeyTo: other })], 'rekey'],
  ])('refuses %s the request did not declare', (_, txns, kind) => {
    expect(refusal(txns())).toBe(kind);
  });

  it('signs each of those fields only when the request declares that very intent', () => {
    expect(refusal([payment({ rekeyTo: other })], { rekey: true })).toBe('signable');
    expect(refusal([payment({ closeRemainderTo: other })], { closeAccount: true })).toBe('signable');
    expect(refusal([assetClose()], { closeAsset: true })).toBe('signable');
    expect(refusal([payment({ rekeyTo: other })], { closeAccount: true, closeAsset: true })).toBe('rekey');
  });

  it('refuses a group whose network fee adds up to more than 1 ALGO, and allows exactly 1 ALGO', () => {
    expect(refusal([payment({ fee: 600_000n }), payment({ fee: 400_000n })])).toBe('signable');
    expect(refusal([payment({ fee: 600_000n }), payment({ fee: 400_001n })])).toBe('feeTooHigh');
  });

  it('says why in Spanish, whatever the action', () => {
    expect(translateError(new UnsafeGroupError('rekey'), 'send')).toBe(
      t('errors.unsafeGroup', { reason: t('errors.reasonUnsafeRekey') }),
    );
    expect(translateError(new UnsafeGroupError('feeTooHigh'), 'spin')).toBe(
      'Mox no firmó esta transacción: la comisión de red supera 1 ALGO.',
    );
  });
});

describe('isHighFee', () => {
  it('warns above 0.01 ALGO only', () => {
    expect(isHighFee(10_000n)).toBe(false);
    expect(isHighFee(10_001n)).toBe(true);
    expect(isHighFee(3_000n)).toBe(false);
  });
});
