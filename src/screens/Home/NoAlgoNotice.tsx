import type { TestFaucet } from '../../hooks/account';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

/** Why an account with no ALGO can do nothing yet and, on the local ledger only, the button that funds it. */
export function NoAlgoNotice({ faucet }: { faucet: TestFaucet }) {
  return (
    <Notice tone="warning" title={ledgerCopy('home.noAlgoTitle')}>
      <p>{ledgerCopy('home.noAlgoBody')}</p>
      {faucet.available && (
        <Button variant="primary" icon="send" loading={faucet.requesting} onClick={faucet.request}>
          {ledgerCopy('home.dispense')}
        </Button>
      )}
    </Notice>
  );
}
