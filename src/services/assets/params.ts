import { knownAsset, rememberAsset, type OtherAsset } from '../amounts/assets';
import { algod } from '../ledger/clients';

function isAssetNotFound(error: unknown): boolean {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return status === 404 && String(message).includes('asset does not exist');
}

/**
 * An asset's params (name, unit, decimals, creator) as algod describes it, read once per id and kept (an asset's
 * params never change but for its roles); null when no such asset exists (never made, or destroyed).
 */
export async function getAssetParams(id: bigint): Promise<OtherAsset | null> {
  const known = knownAsset(id);
  if (known) return known;
  try {
    const { params } = await algod().getAssetByID(id).do();
    if (!params) return null;
    const asset: OtherAsset = {
      id,
      name: params.name ?? '',
      unit: params.unitName ?? '',
      decimals: params.decimals,
      creator: params.creator.toString(),
    };
    rememberAsset(asset);
    return asset;
  } catch (error) {
    if (isAssetNotFound(error)) return null;
    throw error;
  }
}
