import { ledgerCopy } from '../../i18n/features';
import { buildEnv } from '../../services/config/env';
import { explorerTxUrl, resolveExplorer } from '../../services/config/explorer';
import { requireNetwork } from '../../services/config/networks';

/** A transaction on the block explorer as the kit's ExplorerLink takes it (hooks may not import ui). */
export interface TransactionLink {
  url: string;
  text: string;
  label: string;
}

/** A transaction id as the kit shortens it (its shortenAddress: hooks may not import ui). */
const short = (txId: string) => `${txId.slice(0, 6)}…${txId.slice(-4)}`;

/** 'Ver en el explorador' for `txId` on this build's explorer; undefined where there is none (the local ledger). */
export function transactionLink(txId: string): TransactionLink | undefined {
  const prefix = resolveExplorer(buildEnv(), requireNetwork().name);
  if (!prefix) return undefined;
  return {
    url: explorerTxUrl(prefix, txId),
    text: ledgerCopy('explorer.open'),
    label: ledgerCopy('explorer.openLabel', { txId: short(txId) }),
  };
}
