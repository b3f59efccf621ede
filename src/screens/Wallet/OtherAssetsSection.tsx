import { useAccount } from '../../hooks/account';
import {
  holdingText,
  useAssetActions,
  useRemoveAsset,
  type AddAssetForm,
  type AddAssetPreview,
  type OtherAssets,
} from '../../hooks/assets';
import { AddAssetDialog, type AddAssetState } from '../../ui/AddAssetDialog';
import { AssetList } from '../../ui/AssetList';
import { RemoveAssetDialog } from '../../ui/RemoveAssetDialog';

/** The add dialog's state from the hook's preview. */
function addState(preview: AddAssetPreview): AddAssetState {
  if (preview.kind !== 'found') return preview;
  const { name, unit, decimals, creator } = preview.asset;
  return { kind: 'found', name, unit, decimals, creator, reserve: preview.reserve };
}

/** Props of {@link OtherAssetsSection}. */
interface OtherAssetsSectionProps {
  address: string;
  others: OtherAssets;
  /** The 'Añadir activo' dialog (the screen's: a scanned or pasted request opens it too). */
  form: AddAssetForm;
}

/** /wallet's 'Otros activos': the list, 'Añadir activo' by number, and 'Quitar activo' (UMQ and HLK included). */
export function OtherAssetsSection({ address, others, form }: OtherAssetsSectionProps) {
  const { data: balances } = useAccount(address);
  const actions = useAssetActions(address);
  const removal = useRemoveAsset(address);
  const holdings = others.status === 'ready' ? others.holdings : [];
  const tokens = balances
    ? (['UMQ', 'HLK'] as const).filter((token) => (token === 'UMQ' ? balances.umq : balances.hlk) !== null)
    : [];
  return (
    <>
      <AssetList
        status={others.status}
        assets={holdings.map((holding) => ({
          id: String(holding.id),
          name: holding.name,
          unit: holding.unit,
          amount: holdingText(holding),
          frozen: holding.frozen,
        }))}
        onAdd={() => form.start()}
        onRemove={(item) => removal.start(holdings.find((holding) => String(holding.id) === item.id)!)}
        tokens={tokens}
        onRemoveToken={(token) => removal.startToken(token as 'UMQ' | 'HLK')}
      />
      <AddAssetDialog
        open={form.open}
        value={form.text}
        onChange={form.onChange}
        state={addState(form.preview)}
        adding={actions.running}
        onAdd={() => {
          if (form.preview.kind !== 'found') return;
          form.close();
          void actions.add(form.preview.asset);
        }}
        onClose={form.close}
      />
      {removal.plan && (
        <RemoveAssetDialog
          plan={removal.plan}
          removing={removal.removing}
          onRemove={removal.confirm}
          onClose={removal.close}
        />
      )}
    </>
  );
}
