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
