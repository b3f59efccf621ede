import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MAX_BASE_UNITS } from '../amounts';
import { buildPaymentUri, parsePaymentUri, PaymentUriError } from './arc26';

// ARC-26's own examples use this address.
const ADDRESS = 'TMTAD6N22HCS2LKH7677L2KFLT3PAQWY6M4JFQFXQS32ECBFC23F57RYX4';
/** The same address with its first character changed: the checksum no longer matches the key. */
const BAD_CHECKSUM = `U${ADDRESS.slice(1)}`;

describe('buildPaymentUri', () => {
  it('gives the bare address URI when no amount is asked', () => {
    expect(buildPaymentUri({ address: ADDRESS })).toBe(`algorand://${ADDRESS}`);
  });

  it('asks ALGO in microAlgos, as ARC-26 does for 150.5 Algos', () => {
    expect(buildPaymentUri({ address: ADDRESS, amount: 150_500_000n })).toBe(`algorand://${ADDRESS}?amount=150500000`);
    expect(buildPaymentUri({ address: ADDRESS, amount: 1_500_000n })).toBe(`algorand://${ADDRESS}?amount=1500000`);
  });

  it("asks an ASA in its base units with its id, as ARC-26's 150 units of asset 45", () => {
    expect(buildPaymentUri({ address: ADDRESS, amount: 150n, assetId: 45n })).toBe(
      `algorand://${ADDRESS}?amount=150&asset=45`,
    );
    // 2.5 UMQ (9 decimals) of asset 1001.
    expect(buildPaymentUri({ address: ADDRESS, amount: 2_500_000_000n, assetId: 1001n })).toBe(
      `algorand://${ADDRESS}?amount=2500000000&asset=1001`,
    );
  });

  it('writes every digit of amounts past 2^53, up to uint64', () => {
    expect(buildPaymentUri({ address: ADDRESS, amount: MAX_BASE_UNITS, assetId: MAX_BASE_UNITS })).toBe(
      `algorand://${ADDRESS}?amount=18446744073709551615&asset=18446744073709551615`,
    );
  });

  it('never needs percent-encoding: only unreserved URI characters', () => {
    const uri = buildPaymentUri({ address: ADDRESS, amount: 123n, assetId: 7n });
    expect(uri).toMatch(/^algorand:\/\/[A-Z2-7]{58}\?amount=\d+&asset=\d+$/);
    expect(encodeURI(uri)).toBe(uri);
  });

  it('refuses an address whose checksum fails, and figures a transaction cannot carry', () => {
    expect(() => buildPaymentUri({ address: BAD_CHECKSUM })).toThrow(PaymentUriError);
    expect(() => buildPaymentUri({ address: ADDRESS.toLowerCase() })).toThrow(PaymentUriError);
    expect(() => buildPaymentUri({ address: ADDRESS, amount: -1n })).toThrow(PaymentUriError);
    expect(() => buildPaymentUri({ address: ADDRESS, amount: MAX_BASE_UNITS + 1n })).toThrow(PaymentUriError);
    expect(() => buildPaymentUri({ address: ADDRESS, amount: 1n, assetId: -5n })).toThrow(PaymentUriError);
    expect(() => buildPaymentUri({ address: ADDRESS, assetId: 45n })).toThrow(PaymentUriError);
  });
});

describe('parsePaymentUri', () => {
  it('round-trips every request it builds, for random addresses and amounts', () => {
    for (let i = 0; i < 50; i++) {
      const address = generateAccount().addr.toString();
      const amount = (BigInt(i) * 0x9e3779b97f4a7c15n) % (MAX_BASE_UNITS + 1n);
      for (const request of [{ address }, { address, amount }, { address, amount, assetId: BigInt(i) + 1000n }]) {
        expect(parsePaymentUri(buildPaymentUri(request))).toEqual(request);
      }
    }
  });

  it("reads ARC-26's examples", () => {
    expect(parsePaymentUri(`algorand://${ADDRESS}?label=Silvio`)).toEqual({ address: ADDRESS, label: 'Silvio' });
    expect(parsePaymentUri(`algorand://${ADDRESS}?amount=150&asset=45`)).toEqual({
      address: ADDRESS,
      amount: 150n,
      assetId: 45n,
    });
  });

  it('takes the scheme in any case, but keys are case-sensitive', () => {
    expect(parsePaymentUri(`AlGoRaNd://${ADDRESS}?amount=5`)).toEqual({ address: ADDRESS, amount: 5n });
    expect(parsePaymentUri(`algorand://${ADDRESS}?AMOUNT=5`)).toEqual({ address: ADDRESS });
  });

  it('decodes text fields as percent-encoded UTF-8, with "+" kept literally (RFC 3986, not a form)', () => {
    expect(
      parsePaymentUri(`algorand://${ADDRESS}?label=Mam%C3%A1%20Pe%C3%B1a&note=1+1%3D2&xnote=%F0%9F%8C%BD&other=x`),
    ).toEqual({ address: ADDRESS, label: 'Mamá Peña', note: '1+1=2', xnote: '🌽' });
    expect(() => parsePaymentUri(`algorand://${ADDRESS}?label=%C3`)).toThrow(PaymentUriError);
  });

  it('refuses amounts with a decimal mark, comma, sign or exponent, as ARC-26 demands', () => {
    for (const amount of ['1.5', '1,5', '-1', '+1', '1e6', '', ' 1', '18446744073709551616']) {
      expect(() => parsePaymentUri(`algorand://${ADDRESS}?amount=${amount}`), amount).toThrow(PaymentUriError);
    }
    expect(() => parsePaymentUri(`algorand://${ADDRESS}?amount=1&asset=x`)).toThrow(PaymentUriError);
  });

  it('refuses other schemes and addresses with a bad checksum', () => {
    expect(() => parsePaymentUri(`bitcoin:${ADDRESS}`)).toThrow(PaymentUriError);
    expect(() => parsePaymentUri(`algorand:${ADDRESS}`)).toThrow(PaymentUriError);
    expect(() => parsePaymentUri(`algorand://${BAD_CHECKSUM}`)).toThrow(PaymentUriError);
    expect(() => parsePaymentUri('algorand://')).toThrow(PaymentUriError);
  });
});
