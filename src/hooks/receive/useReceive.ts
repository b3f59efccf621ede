import { useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { ASSETS, formatAmount, parseAmount } from '../../services/amounts';
import { requireNetwork } from '../../services/config/networks';
import type { AssetSymbol } from '../../services/config/onchain';
import { buildPaymentUri } from '../../services/payments';
import { useAccount } from '../account';
import { amountError, isAsset, SEND_ASSETS } from '../wallet/sendForm';

/** An amount the user asked for: exact base units of one asset. */
interface AmountRequest {
  asset: AssetSymbol;
  amount: bigint;
}

/** The Web Share API where the browser has it (phones, some desktops); undefined elsewhere. */
const systemShare = () => (typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined);

/**
 * The receive sheet's state for `address`: the ARC-90 URI its QR shows (naming the network off MainNet) (the bare address, or an amount of ALGO,
 * UMQ or HLK once one is asked and valid), the request form, and share where the browser offers it. A refused
 * amount gets its Spanish message and leaves the code as it was.
 */
export function useReceive(address: string) {
  const { data: balances } = useAccount(address);
  const [asset, setAsset] = useState<AssetSymbol>('ALGO');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [requested, setRequested] = useState<AmountRequest | null>(null);

  const network = requireNetwork();
  const assetIds = network.ids.assets;
  const uri = buildPaymentUri(
    requested
      ? {
          address,
          amount: requested.amount,
          assetId: requested.asset === 'ALGO' ? undefined : assetIds[requested.asset],
        }
      : { address },
    network.genesisHash,
  );
  const optInNeeded =
    asset !== 'ALGO' && balances !== undefined && (asset === 'UMQ' ? balances.umq : balances.hlk) === null;
  const share = systemShare();

  return {
    uri,
    requested: requested && {
      amount: formatAmount(requested.amount, ASSETS[requested.asset].decimals),
      asset: requested.asset,
    },
    form: {
      asset,
      assets: SEND_ASSETS,
      amount,
      error,
      optInNeeded,
      onAssetChange: (next: string) => {
        if (!isAsset(next)) return;
        setAsset(next);
        setError(undefined);
      },
      onAmountChange: (next: string) => {
        setAmount(next);
        setError(undefined);
      },
      onSubmit: () => {
        const refused = amountError(amount, asset);
        if (refused) return setError(refused);
        setRequested({ asset, amount: parseAmount(amount, ASSETS[asset].decimals) });
      },
      onClear: () => {
        setRequested(null);
        setAmount('');
        setError(undefined);
      },
    },
    // A share the user cancels rejects (AbortError): nothing to tell them.
    onShare: share && (() => void share({ title: ledgerCopy('receive.shareTitle'), text: uri }).catch(() => undefined)),
  };
}
