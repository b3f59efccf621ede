// @vitest-environment node
import {
  generateAccount,
  makeApplicationCallTxnFromObject,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationNoOpTxnFromObject,
  makeApplicationOptInTxnFromObject,
  makeApplicationUpdateTxnFromObject,
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  OnApplicationComplete,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ledgerCopy } from '../../i18n/features';
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

/** The Spanish message a refused group gets, or 'signable'. */
function message(txns: Parameters<typeof assertSignable>[0]): string {
  try {
    assertSignable(txns);
    return 'signable';
  } catch (error) {
    return translateError(error, 'send');
  }
}

const suggestedParams = params(1000n);
const app = { sender: me, appIndex: 1007n, suggestedParams };

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
      ledgerCopy('errors.unsafeGroup', { reason: ledgerCopy('errors.reasonUnsafeRekey') }),
    );
    expect(translateError(new UnsafeGroupError('feeTooHigh'), 'spin')).toBe(
      'Mox no firmó esta transacción: la comisión de red supera 1 ALGO.',
    );
  });
});

describe('assertSignable: only what the confirmation shows (an allow-list)', () => {
  it('signs the shapes Mox builds: a payment, a token transfer or opt-in, an app call or opt-in, a text note', () => {
    const note = new TextEncoder().encode('Alquiler de noviembre 🏠');
    const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: me,
      receiver: me,
      amount: 0n,
      assetIndex: 1001,
      suggestedParams,
    });
    const noOp = makeApplicationNoOpTxnFromObject({ ...app, appArgs: [note], boxes: [{ appIndex: 0, name: note }] });
    const paid = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me,
      receiver: other,
      amount: 1n,
      note,
      suggestedParams,
    });
    expect(refusal([paid, optIn, noOp, makeApplicationOptInTxnFromObject(app)])).toBe('signable');
  });

  it.each<[string, () => Parameters<typeof assertSignable>[0], string]>([
    [
      'a key registration',
      () => [makeKeyRegistrationTxnWithSuggestedParamsFromObject({ sender: me, suggestedParams })],
      'Mox no firmó esta transacción: incluye una transacción de tipo «keyreg», que la confirmación no muestra.',
    ],
    [
      'an asset configuration (here: destroying one)',
      () => [
        makeAssetConfigTxnWithSuggestedParamsFromObject({
          sender: me,
          assetIndex: 1001,
          suggestedParams,
          strictEmptyAddressChecking: false,
        }),
      ],
      'Mox no firmó esta transacción: incluye una transacción de tipo «acfg», que la confirmación no muestra.',
    ],
    [
      'an asset freeze, second in a group behind an ordinary payment',
      () => [
        payment(),
        makeAssetFreezeTxnWithSuggestedParamsFromObject({
          sender: me,
          assetIndex: 1001,
          freezeTarget: other,
          frozen: true,
          suggestedParams,
        }),
      ],
      'Mox no firmó esta transacción: incluye una transacción de tipo «afrz», que la confirmación no muestra.',
    ],
    [
      "a clawback (an asset transfer out of someone else's account)",
      () => [
        makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: me,
          receiver: me,
          assetSender: other,
          amount: 5n,
          assetIndex: 1001,
          suggestedParams,
        }),
      ],
      'Mox no firmó esta transacción: incluye el campo «asnd», que la confirmación no muestra.',
    ],
    [
      'a lease',
      () => [
        makePaymentTxnWithSuggestedParamsFromObject({
          sender: me,
          receiver: other,
          amount: 1n,
          lease: new Uint8Array(32).fill(7),
          suggestedParams,
        }),
      ],
      'Mox no firmó esta transacción: incluye el campo «lx», que la confirmación no muestra.',
    ],
    [
      'a note that is not text',
      () => [
        makePaymentTxnWithSuggestedParamsFromObject({
          sender: me,
          receiver: other,
          amount: 1n,
          note: new Uint8Array([0xff, 0xfe]),
          suggestedParams,
        }),
      ],
      'Mox no firmó esta transacción: incluye el campo «note», que la confirmación no muestra.',
    ],
    [
      'an app update',
      () => [
        makeApplicationUpdateTxnFromObject({
          ...app,
          approvalProgram: new Uint8Array([6, 129, 1]),
          clearProgram: new Uint8Array([6, 129, 1]),
        }),
      ],
      'Mox no firmó esta transacción: incluye el campo «apan», que la confirmación no muestra.',
    ],
    [
      'an app close-out',
      () => [makeApplicationCloseOutTxnFromObject(app)],
      'Mox no firmó esta transacción: incluye el campo «apan», que la confirmación no muestra.',
    ],
    [
      'an app creation',
      () => [
        makeApplicationCallTxnFromObject({
          ...app,
          appIndex: 0n,
          onComplete: OnApplicationComplete.NoOpOC,
          approvalProgram: new Uint8Array([6, 129, 1]),
          clearProgram: new Uint8Array([6, 129, 1]),
        }),
      ],
      'Mox no firmó esta transacción: incluye el campo «apid», que la confirmación no muestra.',
    ],
  ])('refuses %s, naming it in Spanish', (_, txns, expected) => {
    expect(message(txns())).toBe(expected);
  });

  it('an asset opt-out closes to the creator only when the request declares it (SigningIntent.closeAsset)', () => {
    expect(refusal([assetClose()])).toBe('closeAsset');
    expect(refusal([assetClose()], { closeAsset: true })).toBe('signable');
    expect(refusal([assetClose(), payment({ closeRemainderTo: other })], { closeAsset: true })).toBe('closeAccount');
  });
});

describe('isHighFee', () => {
  it('warns above 0.01 ALGO only', () => {
    expect(isHighFee(10_000n)).toBe(false);
    expect(isHighFee(10_001n)).toBe(true);
    expect(isHighFee(3_000n)).toBe(false);
  });
});
