import { DECIMALS, type AssetSymbol } from '../config/onchain';

/** What the wallet needs to show and parse an asset's amounts; the ids differ per network (see config/networks). */
export interface AssetInfo {
  symbol: AssetSymbol;
  decimals: number;
}

/** The three assets the wallet handles, with their decimals from the on-chain interface. */
export const ASSETS: Readonly<Record<AssetSymbol, AssetInfo>> = {
  ALGO: { symbol: 'ALGO', decimals: DECIMALS.ALGO },
  UMQ: { symbol: 'UMQ', decimals: DECIMALS.UMQ },
  HLK: { symbol: 'HLK', decimals: DECIMALS.HLK },
};

/** Any other asset (ASA) an account holds, as its params on the ledger describe it. */
export interface OtherAsset {
  id: bigint;
  name: string;
  /** The unit name ('USDC'); may be empty. */
  unit: string;
  decimals: number;
  creator: string;
}

/** An asset the wallet can name: ALGO, UMQ or HLK by symbol, any other by its id. */
export type AssetRef = AssetSymbol | bigint;

/**
 * The params of the other assets read so far, by id. An asset's name, unit and decimals never change (only its
 * roles may), and an id is never reused, so what was read once stays true for the page's life.
 */
const otherAssets = new Map<bigint, OtherAsset>();

/** Keeps an asset's params (services/assets reads them from the ledger). */
export function rememberAsset(asset: OtherAsset): void {
  otherAssets.set(asset.id, asset);
}

/** The params of another asset already read, or undefined. */
export function knownAsset(id: bigint): OtherAsset | undefined {
  return otherAssets.get(id);
}

/** The decimals of an asset. An id not read yet counts as 0 decimals (its base units shown as they are). */
export function decimalsOf(asset: AssetRef): number {
  return typeof asset === 'bigint' ? (otherAssets.get(asset)?.decimals ?? 0) : ASSETS[asset].decimals;
}

/** How an amount names its asset: the symbol, else the unit, else the name, else '#id'. */
export function unitLabel(asset: AssetRef): string {
  if (typeof asset !== 'bigint') return asset;
  const known = otherAssets.get(asset);
  return known?.unit || known?.name || `#${asset}`;
}
