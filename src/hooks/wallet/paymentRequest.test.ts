// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { LOCALNET_GENESIS, LOCALNET_IDS } from '../../services/config/localnet';
import { MAINNET_GENESIS_HASH, uriAuthority } from '../../services/payments';
import { looksLikePaymentUri, readPaymentRequest } from './paymentRequest';

const friend = 'WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU';
const LOCAL = { name: 'localnet', genesisHash: LOCALNET_GENESIS.hash, ids: LOCALNET_IDS } as const;
const MAIN = { ...LOCAL, name: 'mainnet', genesisHash: MAINNET_GENESIS_HASH } as const;
const GH = uriAuthority(LOCALNET_GENESIS.hash);
const { UMQ, HLK } = LOCALNET_IDS.assets;

describe('readPaymentRequest', () => {
  it.each([
    ['a bare address', `algorand://${GH}${friend}`, { destination: friend, amount: '', asset: 'ALGO' }],
    [
      '1.5 ALGO in µALGO',
      `algorand://${GH}${friend}?amount=1500000`,
      { destination: friend, amount: '1,5', asset: 'ALGO' },
    ],
    ['1 µALGO', `algorand://${GH}${friend}?amount=1`, { destination: friend, amount: '0,000001', asset: 'ALGO' }],
    [
      '2.5 UMQ',
      `algorand://${GH}${friend}?amount=2500000000&asset=${UMQ}`,
      { destination: friend, amount: '2,5', asset: 'UMQ' },
    ],
    [
      '1 base unit of HLK',
      `algorand://${GH}${friend}?amount=1&asset=${HLK}`,
      { destination: friend, amount: '0,000000001', asset: 'HLK' },
    ],
    [
      'an amount of 0 as none',
      `algorand://${GH}${friend}?amount=0`,
      { destination: friend, amount: '', asset: 'ALGO' },
    ],
  ])('fills the send form from %s', (_, uri, draft) => {
    expect(readPaymentRequest(uri, LOCAL)).toEqual({ draft, summary: expect.any(String) });
  });

  it('reads a MainNet ARC-26 URI (no authority) on a MainNet build, and says what it read', () => {
    expect(readPaymentRequest(`algorand://${friend}?amount=150500000&label=Mox`, MAIN)).toEqual({
      draft: { destination: friend, amount: '150,5', asset: 'ALGO' },
      summary: ledgerCopy('payRequest.read', {
        what: ledgerCopy('payRequest.readAmount', { amount: '150,5', asset: 'ALGO', who: friend }),
      }),
    });
    const named = readPaymentRequest(`algorand://${friend}`, MAIN, (address) =>
      address === friend ? 'Ana' : undefined,
    );
    expect(named).toMatchObject({
      summary: ledgerCopy('payRequest.read', { what: ledgerCopy('payRequest.readAddress', { who: 'Ana' }) }),
    });
  });

  it.each([
    [
      'a MainNet URI on the local ledger',
      `algorand://${friend}?amount=1`,
      ledgerCopy('payRequest.wrongNetwork', { network: es.payRequest.localnet }),
    ],
    [
      'TestNet by alias',
      `algorand://net:testnet/${friend}`,
      ledgerCopy('payRequest.wrongNetwork', { network: es.payRequest.localnet }),
    ],
    ['an unknown alias', `algorand://net:myco/${friend}`, es.payRequest.unknownNetwork],
    [
      'an asset query for another network',
      `algorand://net:testnet/asset/45`,
      ledgerCopy('payRequest.wrongNetwork', { network: es.payRequest.localnet }),
    ],
    ['an asset query for asset 0', `algorand://${GH}asset/0`, es.payRequest.amount],
    ['a decimal amount', `algorand://${GH}${friend}?amount=1.5`, es.payRequest.amount],
    ['a bad checksum', `algorand://${GH}${friend.slice(0, -1)}A`, es.payRequest.address],
    ['an app call', `algorand://${GH}${friend}?type=appl&app=5`, es.payRequest.notPayment],
    ['another scheme', `bitcoin:${friend}`, es.payRequest.malformed],
  ])('refuses %s in Spanish', (_, uri, error) => {
    expect(readPaymentRequest(uri, LOCAL)).toEqual({ error });
  });

  it('refuses a local-ledger URI on a MainNet build', () => {
    expect(readPaymentRequest(`algorand://${GH}${friend}`, MAIN)).toEqual({
      error: ledgerCopy('payRequest.wrongNetwork', { network: es.payRequest.mainnet }),
    });
  });
});

describe('readPaymentRequest: a request naming an asset the account does not hold', () => {
  it('opens Añadir activo on a payment in it, and on an ARC-90 asset query, never filling the send form', () => {
    expect(readPaymentRequest(`algorand://${GH}${friend}?amount=250&asset=45`, LOCAL)).toEqual({ addAsset: 45n });
    expect(readPaymentRequest(`algorand://${GH}asset/45`, LOCAL)).toEqual({ addAsset: 45n });
    expect(readPaymentRequest(`algorand://asset/31566704?unitname`, MAIN)).toEqual({ addAsset: 31566704n });
  });

  it('fills the send form with an asset already held, by its id (the amount in its base units: 0 decimals unread)', () => {
    const read = readPaymentRequest(`algorand://${GH}${friend}?amount=250&asset=45`, LOCAL, undefined, [45n]);
    expect(read).toMatchObject({ draft: { destination: friend, amount: '250', asset: '45' } });
  });

  it('keeps UMQ and HLK on the send form, held or not (their own activation is offered there)', () => {
    expect(readPaymentRequest(`algorand://${GH}${friend}?amount=1&asset=${UMQ}`, LOCAL)).toMatchObject({
      draft: { asset: 'UMQ' },
    });
  });
});

describe('helpers', () => {
  it.each([
    ['algorand://X', true],
    [' ALGORAND:X', true],
    [friend, false],
    ['', false],
  ])('%j looks like a URI: %s', (text, expected) => {
    expect(looksLikePaymentUri(text)).toBe(expected);
  });
});

describe('readPaymentRequest: the request’s note and xnote (ARC-90)', () => {
  const uri = (query: string) => `algorand://${GH}${friend}?amount=1000000&${query}`;
  const draftOf = (query: string) => {
    const read = readPaymentRequest(uri(query), LOCAL);
    return 'draft' in read ? read.draft : read;
  };

  it('a note fills the form’s note, editable', () => {
    expect(draftOf('note=Factura%2042%20%C2%B7%20a%C3%B1o')).toEqual({
      destination: friend,
      amount: '1',
      asset: 'ALGO',
      note: 'Factura 42 · año',
    });
  });

  it('an xnote fills it read-only: it is carried into the transaction as written, never dropped', () => {
    expect(draftOf('xnote=pedido%3A7731')).toMatchObject({ note: 'pedido:7731', noteFixed: true });
  });

  it('a request whose note cannot be carried is refused, saying why', () => {
    expect(draftOf('note=a&xnote=b')).toEqual({ error: es.payRequest.twoNotes });
    const long = '%C3%B1'.repeat(513); // 513 × 'ñ' = 1026 bytes
    expect(draftOf(`xnote=${long}`)).toEqual({
      error: ledgerCopy('payRequest.noteTooLong', { bytes: 1026, max: 1024 }),
    });
    expect(draftOf(`xnote=${'%C3%B1'.repeat(512)}`)).toMatchObject({ noteFixed: true });
  });
});
