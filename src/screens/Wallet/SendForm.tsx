import { useState, type FormEvent } from 'react';
import type { AccountBalances } from '../../hooks/account';
import { checkSend, SEND_ASSETS, type SendDraft, type SendErrors, type useWalletActions } from '../../hooks/wallet';
import { t } from '../../i18n';
import { AmountInput } from '../../ui/AmountInput';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Panel } from '../../ui/Panel';
import { Select } from '../../ui/Select';
import { TextInput } from '../../ui/TextInput';
import styles from './Wallet.module.css';

const EMPTY: SendDraft = { destination: '', amount: '', asset: 'ALGO' };
const ASSET_OPTIONS = SEND_ASSETS.map((asset) => ({ value: asset, label: asset }));

/** Props of {@link SendForm}. */
interface SendFormProps {
  balances: AccountBalances | undefined;
  connected: boolean;
  actions: ReturnType<typeof useWalletActions>;
  onBack: () => void;
}

/**
 * The send form of /wallet: destination, amount and asset, checked before anything is built (SPEC §5), plus
 * 'Opt-in al ASA' while the chosen token is not opted in. Both buttons go through the one paid-action path.
 */
export function SendForm({ balances, connected, actions, onBack }: SendFormProps) {
  const [draft, setDraft] = useState<SendDraft>(EMPTY);
  const [errors, setErrors] = useState<SendErrors>({});
  const edit = (field: keyof SendDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const token = draft.asset === 'UMQ' || draft.asset === 'HLK' ? draft.asset : null;
  const notOptedIn =
    token !== null && balances !== undefined && (token === 'UMQ' ? balances.umq : balances.hlk) === null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSend(draft, connected);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    void actions.send(checked.order, () => setDraft((current) => ({ ...EMPTY, asset: current.asset })));
  };

  return (
    <Panel title={t('wallet.send')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {errors.form && <Notice tone="error">{errors.form}</Notice>}
        <Field label={t('wallet.destination')} error={errors.destination}>
          <TextInput
            value={draft.destination}
            onChange={(event) => edit('destination')(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <Field label={t('wallet.amount')} error={errors.amount}>
          <AmountInput value={draft.amount} onChange={edit('amount')} symbol={draft.asset} />
        </Field>
        <Field label={t('wallet.asset')} error={errors.asset}>
          <Select value={draft.asset} onChange={edit('asset')} options={ASSET_OPTIONS} />
        </Field>
        {token && notOptedIn && (
          <Notice tone="warning">
            <p>{t('wallet.notOptedIn', { asset: token })}</p>
            <Button
              variant="secondary"
              loading={actions.running === 'assetOptIn'}
              onClick={() => void actions.optIn(token)}
            >
              {t('wallet.optIn')}
            </Button>
          </Notice>
        )}
        <div className={styles.buttons}>
          <Button type="submit" icon="send" loading={actions.running === 'send'}>
            {t('wallet.send')}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            {t('wallet.back')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
