import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { Panel } from '../Panel';

/** Props of {@link OwedReward}. */
export interface OwedRewardProps {
  /** The HLK the staking app owes, with its symbol ('0,427397260 HLK'), formatted by the hooks. */
  amount: string;
  /** 'Cobrar recompensa pendiente': claims it (the contract pays it once its HLK pool holds it). */
  onClaim: () => void;
  /** The claim is on its way: spinner on the button, presses ignored. */
  claiming?: boolean;
}

/**
 * A reward a withdrawal could not pay because the staking app's HLK pool was short: what is owed, that it is kept for
 * the account, that leaving the app would lose it, and the button that claims it.
 */
export function OwedReward({ amount, onClaim, claiming = false }: OwedRewardProps) {
  return (
    <Panel title={ledgerCopy('stake.owedTitle')}>
      <Notice tone="warning">
        <p>{ledgerCopy('stake.owedText', { amount })}</p>
        <p>{ledgerCopy('stake.owedKeep')}</p>
      </Notice>
      <Button size="lg" fullWidth loading={claiming} onClick={onClaim}>
        {ledgerCopy('stake.claimOwed')}
      </Button>
    </Panel>
  );
}
