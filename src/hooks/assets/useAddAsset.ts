import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import type { OtherAsset } from '../../services/amounts';
import { ASSET_MIN_BALANCE } from '../../services/config/onchain';
import { formatAsset } from '../account';
import { assetQueries } from './queries';

/** An asset id as typed: digits only, above 0 and within uint64; else undefined. */
export function parseAssetId(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,20}$/.test(trimmed)) return undefined;
  const id = BigInt(trimmed);
  return id > 0n && id < 2n ** 64n ? id : undefined;
}

/** What the add form shows for the id typed so far: nothing yet, a reason it cannot be added, or the asset. */
export type AddAssetPreview =
  | { kind: 'empty' }
  | { kind: 'reading' }
  | { kind: 'refused'; reason: string }
  | { kind: 'found'; asset: OtherAsset; reserve: string };

/**
 * The 'Añadir activo' dialog of an account holding `heldIds`: whether it is open, the id typed (or brought by an
 * ARC-90 request: `start(id)` opens it filled in) and the asset it names, read from the ledger (name, unit, decimals,
 * creator) with the 0.1 ALGO its holding reserves.
 */
export function useAddAsset(heldIds: readonly bigint[]) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = parseAssetId(text);
  const query = useQuery({ ...assetQueries.params(id ?? 0n), enabled: id !== undefined });
  const preview = ((): AddAssetPreview => {
    if (text.trim() === '') return { kind: 'empty' };
    if (id === undefined) return { kind: 'refused', reason: ledgerCopy('assets.idInvalid') };
    if (heldIds.includes(id)) return { kind: 'refused', reason: ledgerCopy('assets.alreadyHeld') };
    if (query.isPending) return { kind: 'reading' };
    if (query.isError) return { kind: 'refused', reason: ledgerCopy('assets.readFailed') };
    if (!query.data) return { kind: 'refused', reason: ledgerCopy('assets.notFound', { id: String(id) }) };
    return { kind: 'found', asset: query.data, reserve: formatAsset(ASSET_MIN_BALANCE, 'ALGO') };
  })();
  return {
    open,
    /** Opens the dialog, with the id of the asset a request names, or as it was left. */
    start: (id?: bigint) => {
      if (id !== undefined) setText(String(id));
      setOpen(true);
    },
    close: () => setOpen(false),
    text,
    onChange: setText,
    preview,
  };
}

/** What {@link useAddAsset} hands the screen. */
export type AddAssetForm = ReturnType<typeof useAddAsset>;
