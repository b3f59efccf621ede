import { useId } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Spinner } from '../Spinner';
import rows from '../rowList.module.css';
import styles from './AssetList.module.css';

/** One asset held, as shown: its amount already in the reader's format with its unit. */
export interface AssetItem {
  /** The asset id, as text. */
  id: string;
  name: string;
  unit: string;
  /** E.g. '2,5 COIN'. */
  amount: string;
  /** Its issuer froze it: it can be neither sent nor received, so nothing offers to send it. */
  frozen: boolean;
}

/** Props of {@link AssetList}. */
export interface AssetListProps {
  assets: readonly AssetItem[];
  status: 'loading' | 'failed' | 'ready';
  onAdd: () => void;
  onRemove: (asset: AssetItem) => void;
  /** The Mox tokens held, which may also be removed (when no app needs them): 'Quitar UMQ'. */
  tokens?: readonly string[];
  onRemoveToken?: (token: string) => void;
}

function AssetRow({ asset, onRemove }: { asset: AssetItem; onRemove: (asset: AssetItem) => void }) {
  const nameId = useId();
  return (
    <li className={rows.row} aria-labelledby={nameId}>
      <div>
        <p id={nameId} className={styles.name}>
          {asset.name || ledgerCopy('assets.noName')}
        </p>
        <p className={styles.unit}>
          {asset.unit} · #{asset.id}
        </p>
      </div>
      <p className={styles.amount}>{asset.amount}</p>
      {asset.frozen && (
        <p className={styles.frozen}>
          <strong>{ledgerCopy('assets.frozen')}</strong> {ledgerCopy('assets.frozenHint')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" icon="trash" onClick={() => onRemove(asset)}>
          {ledgerCopy('assets.removeNamed', { unit: asset.unit || `#${asset.id}` })}
        </Button>
      </div>
    </li>
  );
}

/** 'Otros activos': every asset held besides ALGO, UMQ and HLK (or the loading, failed or empty state), 'Añadir activo'. */
export function AssetList({ assets, status, onAdd, onRemove, tokens = [], onRemoveToken }: AssetListProps) {
  const add = (
    <Button variant="secondary" icon="wallet" onClick={onAdd}>
      {ledgerCopy('assets.add')}
    </Button>
  );
  const tokenButtons = tokens.length > 0 && onRemoveToken && (
    <div className={styles.tokens}>
      {tokens.map((token) => (
        <Button key={token} variant="ghost" size="sm" onClick={() => onRemoveToken(token)}>
          {ledgerCopy('assets.removeNamed', { unit: token })}
        </Button>
      ))}
    </div>
  );
  return (
    <Panel title={ledgerCopy('assets.title')}>
      {status === 'loading' ? (
        <div className={rows.centred}>
          <Spinner label={ledgerCopy('assets.loading')} />
        </div>
      ) : status === 'failed' ? (
        <div role="alert">
          <Notice tone="error">{ledgerCopy('assets.readFailed')}</Notice>
        </div>
      ) : assets.length === 0 ? (
        <>
          <EmptyState icon="wallet" title={ledgerCopy('assets.empty')} action={add}>
            {ledgerCopy('assets.emptyBody')}
          </EmptyState>
          {tokenButtons}
        </>
      ) : (
        <div className={rows.body}>
          <ul className={rows.list} aria-label={ledgerCopy('assets.list')}>
            {assets.map((asset) => (
              <AssetRow key={asset.id} asset={asset} onRemove={onRemove} />
            ))}
          </ul>
          {add}
          {tokenButtons}
        </div>
      )}
    </Panel>
  );
}
