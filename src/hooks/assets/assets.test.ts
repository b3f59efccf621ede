// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n';
import { formatAmount } from '../../services/amounts';
import { LOCALNET_IDS } from '../../services/config/localnet';
import { parseAssetId } from './useAddAsset';
import { removalPlan } from './removal';
import { holdingText } from './useOtherAssets';

const creator = LOCALNET_IDS.admin;
const { apps } = LOCALNET_IDS;

describe('parseAssetId', () => {
  it('takes digits only, above 0 and within uint64', () => {
    expect(parseAssetId(' 2001 ')).toBe(2001n);
    expect(parseAssetId('0')).toBeUndefined();
    expect(parseAssetId('12a')).toBeUndefined();
    expect(parseAssetId('-5')).toBeUndefined();
    expect(parseAssetId('1.5')).toBeUndefined();
    expect(parseAssetId('18446744073709551616')).toBeUndefined();
    expect(parseAssetId('18446744073709551615')).toBe(18446744073709551615n);
  });
});

describe('holdingText', () => {
  it('shows every decimal of the asset in the reader’s format, with its unit (or name, or number)', () => {
    // The number itself is the app's one formatter's (the reader's locale); here, its unit and the asset's decimals.
    expect(holdingText({ id: 9n, unit: 'BARRIO', name: 'Moneda', amount: 123_450n, decimals: 2 })).toBe(
      `${formatAmount(123_450n, 2)} BARRIO`,
    );
    expect(formatAmount(123_450n, 2)).toMatch(/^1.234.5$/);
    expect(holdingText({ id: 9n, unit: '', name: 'Moneda', amount: 7n, decimals: 0 })).toBe('7 Moneda');
    expect(holdingText({ id: 9n, unit: '', name: '', amount: 0n, decimals: 0 })).toBe('0 #9');
  });
});

describe('removalPlan', () => {
  const reserve = formatAmount(100_000n, 6);
  const holding = { unit: 'BARRIO', amount: 0n, amountText: '0 BARRIO', creator };
  it('frees the 0.1 ALGO reserve of an empty holding', () => {
    expect(removalPlan(holding, { optedInApps: [] }, LOCALNET_IDS)).toEqual({
      kind: 'free',
      unit: 'BARRIO',
      frees: `${reserve} ALGO`,
    });
  });

  it('says where the units still held would go (the creator)', () => {
    const plan = removalPlan(
      { ...holding, amount: 1250n, amountText: '12,5 BARRIO' },
      { optedInApps: [] },
      LOCALNET_IDS,
    );
    expect(plan).toEqual({
      kind: 'remainder',
      unit: 'BARRIO',
      frees: `${reserve} ALGO`,
      amount: '12,5 BARRIO',
      creator,
    });
  });

  it('refuses UMQ while an app the account is in needs it, naming the apps; HLK only for staking', () => {
    const umq = { ...holding, unit: 'UMQ', token: 'UMQ' as const };
    const plan = removalPlan(umq, { optedInApps: [apps.roulette, apps.staking] }, LOCALNET_IDS);
    expect(plan).toEqual({
      kind: 'needed',
      unit: 'UMQ',
      apps: `${es.history.appRoulette} y ${es.history.appStaking}`,
      leavingStaking: true,
    });
    expect(removalPlan(umq, { optedInApps: [apps.roulette] }, LOCALNET_IDS)).toMatchObject({ leavingStaking: false });
    const hlk = { ...holding, unit: 'HLK', token: 'HLK' as const };
    expect(removalPlan(hlk, { optedInApps: [apps.roulette] }, LOCALNET_IDS).kind).toBe('free');
  });
});
