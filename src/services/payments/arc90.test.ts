// @vitest-environment node
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MAX_BASE_UNITS } from '../amounts';
import {
  buildPaymentUri,
  MAINNET_GENESIS_HASH,
  parseAssetQueryUri,
  parsePaymentUri,
  PaymentUriError,
  uriAuthority,
  uriGenesisHash,
  type PaymentUriProblem,
} from './arc90';

// ARC-90's (and ARC-26's) own examples use this address.
const ADDRESS = 'TMTAD6N22HCS2LKH7677L2KFLT3PAQWY6M4JFQFXQS32ECBFC23F57RYX4';
/** The same address with its first character changed: the checksum no longer matches the key. */
const BAD_CHECKSUM = `U${ADDRESS.slice(1)}`;
const TESTNET = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=';
/** TestNet's hash as ARC-90's `gh:` spells it: unpadded base64url. */
const TESTNET_URL = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9_cOUJOiI';
const MAINNET = { mainnet: true } as const;

describe('buildPaymentUri', () => {
  it.each([
    ['the bare address', { address: ADDRESS }, `algorand://${ADDRESS}`],
    ['150.5 ALGO in microAlgos', { address: ADDRESS, amount: 150_500_000n }, `algorand://${ADDRESS}?amount=150500000`],
    [
      '150 units of asset 45',
      { address: ADDRESS, amount: 150n, assetId: 45n },
      `algorand://${ADDRESS}?amount=150&asset=45`,
    ],
    [
      'every digit past 2^53',
      { address: ADDRESS, amount: MAX_BASE_UNITS, assetId: MAX_BASE_UNITS },
      `algorand://${ADDRESS}?amount=18446744073709551615&asset=18446744073709551615`,
    ],
  ])('on MainNet omits the authority (ARC-90 MUST): %s', (_, request, uri) => {
    expect(buildPaymentUri(request, MAINNET_GENESIS_HASH)).toBe(uri);
  });

  it('off MainNet names the network by its genesis hash, unpadded base64url', () => {
    expect(buildPaymentUri({ address: ADDRESS, amount: 5n }, TESTNET)).toBe(
      `algorand://gh:${TESTNET_URL}/${ADDRESS}?amount=5`,
    );
  });

  it('never needs percent-encoding: only unreserved URI characters', () => {
    const uri = buildPaymentUri({ address: ADDRESS, amount: 123n, assetId: 7n }, TESTNET);
    expect(encodeURI(uri)).toBe(uri);
  });

  it.each([
    ['a bad checksum', { address: BAD_CHECKSUM }],
    ['a lower-case address', { address: ADDRESS.toLowerCase() }],
    ['a negative amount', { address: ADDRESS, amount: -1n }],
    ['an amount past uint64', { address: ADDRESS, amount: MAX_BASE_UNITS + 1n }],
    ['a negative asset', { address: ADDRESS, amount: 1n, assetId: -5n }],
    ['an asset without amount', { address: ADDRESS, assetId: 45n }],
  ])('refuses %s', (_, request) => {
    expect(() => buildPaymentUri(request, MAINNET_GENESIS_HASH)).toThrow(PaymentUriError);
  });
});

describe('parsePaymentUri', () => {
  it('round-trips every request it builds, on MainNet and off it', () => {
    for (let i = 0; i < 30; i++) {
      const address = generateAccount().addr.toString();
      const amount = (BigInt(i) * 0x9e3779b97f4a7c15n) % (MAX_BASE_UNITS + 1n);
      for (const request of [{ address }, { address, amount }, { address, amount, assetId: BigInt(i) + 1000n }]) {
        expect(parsePaymentUri(buildPaymentUri(request, MAINNET_GENESIS_HASH))).toEqual({
          ...request,
          network: MAINNET,
        });
        expect(parsePaymentUri(buildPaymentUri(request, TESTNET))).toEqual({
          ...request,
          network: { genesisHash: TESTNET },
        });
      }
    }
  });

  it.each([
    ['an ARC-26 address', `algorand://${ADDRESS}`, { address: ADDRESS, network: MAINNET }],
    ['a label', `algorand://${ADDRESS}?label=Silvio`, { address: ADDRESS, network: MAINNET, label: 'Silvio' }],
    [
      '150 units of asset 45',
      `algorand://${ADDRESS}?amount=150&asset=45`,
      { address: ADDRESS, network: MAINNET, amount: 150n, assetId: 45n },
    ],
    ['the scheme in any case', `AlGoRaNd://${ADDRESS}?amount=5`, { address: ADDRESS, network: MAINNET, amount: 5n }],
    ['case-sensitive keys', `algorand://${ADDRESS}?AMOUNT=5`, { address: ADDRESS, network: MAINNET }],
    ['surrounding blanks', ` algorand://${ADDRESS}?amount=5\n`, { address: ADDRESS, network: MAINNET, amount: 5n }],
    [
      'a compliance fragment',
      `algorand://${ADDRESS}?amount=5#arc26+90`,
      { address: ADDRESS, network: MAINNET, amount: 5n },
    ],
    [
      'a gh: authority',
      `algorand://gh:${TESTNET_URL}/${ADDRESS}?amount=1`,
      { address: ADDRESS, network: { genesisHash: TESTNET }, amount: 1n },
    ],
    ['a net: alias', `algorand://net:testnet/${ADDRESS}`, { address: ADDRESS, network: { alias: 'testnet' } }],
    [
      'a legacy gh query key',
      `algorand://${ADDRESS}?gh=${TESTNET_URL}`,
      { address: ADDRESS, network: { genesisHash: TESTNET } },
    ],
    [
      'percent-encoded UTF-8 with "+" kept literally (RFC 3986, not a form)',
      `algorand://${ADDRESS}?label=Mam%C3%A1%20Pe%C3%B1a&note=1+1%3D2&xnote=%F0%9F%8C%BD&other=x`,
      { address: ADDRESS, network: MAINNET, label: 'Mamá Peña', note: '1+1=2', xnote: '🌽' },
    ],
  ])('reads %s', (_, uri, expected) => {
    expect(parsePaymentUri(uri)).toEqual(expected);
  });

  it.each<[string, string, PaymentUriProblem]>([
    ['a decimal amount', `algorand://${ADDRESS}?amount=1.5`, 'amount'],
    ['a comma', `algorand://${ADDRESS}?amount=1,5`, 'amount'],
    ['a sign', `algorand://${ADDRESS}?amount=-1`, 'amount'],
    ['a plus', `algorand://${ADDRESS}?amount=+1`, 'amount'],
    ['an exponent', `algorand://${ADDRESS}?amount=1e6`, 'amount'],
    ['an empty amount', `algorand://${ADDRESS}?amount=`, 'amount'],
    ['an amount past uint64', `algorand://${ADDRESS}?amount=18446744073709551616`, 'amount'],
    ['a non-numeric asset', `algorand://${ADDRESS}?amount=1&asset=x`, 'amount'],
    ['bad UTF-8', `algorand://${ADDRESS}?label=%C3`, 'malformed'],
    ['another scheme', `bitcoin:${ADDRESS}`, 'malformed'],
    ['no slashes', `algorand:${ADDRESS}`, 'malformed'],
    ['a short gh: hash', `algorand://gh:abc/${ADDRESS}`, 'malformed'],
    ['a bad checksum', `algorand://${BAD_CHECKSUM}`, 'address'],
    ['no address', 'algorand://', 'address'],
    ['a key registration', `algorand://${ADDRESS}?type=keyreg&votefst=1`, 'notPayment'],
    ['an app call', `algorand://${ADDRESS}?type=appl&app=5`, 'notPayment'],
    ['an asset query', 'algorand://asset/31566704?total', 'notPayment'],
  ])('refuses %s', (_, uri, problem) => {
    expect(() => parsePaymentUri(uri)).toThrow(expect.objectContaining({ problem }));
  });
});

describe('parseAssetQueryUri', () => {
  it('reads the asset an ARC-90 asset query names, on MainNet by default or on the network its authority names', () => {
    expect(parseAssetQueryUri('algorand://asset/31566704?total')).toEqual({
      assetId: 31566704n,
      network: { mainnet: true },
    });
    expect(parseAssetQueryUri(`algorand://${uriAuthority(TESTNET)}asset/45`)).toEqual({
      assetId: 45n,
      network: { genesisHash: TESTNET },
    });
    expect(parseAssetQueryUri('ALGORAND://net:testnet/asset/7#arc90')).toEqual({
      assetId: 7n,
      network: { alias: 'testnet' },
    });
  });

  it('leaves any other URI to the payment parser, and refuses an id that is no asset', () => {
    expect(parseAssetQueryUri(`algorand://${ADDRESS}?amount=1&asset=45`)).toBeNull();
    expect(parseAssetQueryUri('algorand://app/5')).toBeNull();
    expect(parseAssetQueryUri(ADDRESS)).toBeNull();
    for (const id of ['0', 'x', '-1', '18446744073709551616', ''])
      expect(() => parseAssetQueryUri(`algorand://asset/${id}`)).toThrow(
        expect.objectContaining({ problem: 'amount' }),
      );
  });
});

describe('uriGenesisHash', () => {
  it.each([
    [MAINNET, MAINNET_GENESIS_HASH],
    [{ alias: 'mainnet' }, MAINNET_GENESIS_HASH],
    [{ alias: 'testnet' }, TESTNET],
    [{ genesisHash: TESTNET }, TESTNET],
    [{ alias: 'myco-devnet' }, null],
  ])('resolves %o', (network, hash) => {
    expect(uriGenesisHash(network)).toBe(hash);
  });
});
