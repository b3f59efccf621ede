import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { Notice } from '../Notice';
import { shortenAddress } from '../format';

/** What removing says first: the apps that still need it, the reserve it frees, or where its units would go. */
export type RemoveAssetPlan =
  | { kind: 'needed'; unit: string; apps: string; leavingStaking: boolean }
  | { kind: 'free'; unit: string; frees: string }
  | { kind: 'remainder'; unit: string; frees: string; amount: string; creator: string };

/** Props of {@link RemoveAssetDialog}. */
export interface RemoveAssetDialogProps {
  plan: RemoveAssetPlan;
  removing: boolean;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * 'Quitar activo' asks first: a holding with units says they go to the asset's creator; an empty one says the
 * reserve it frees; a Mox token an app still needs is refused, naming the apps, with nothing to confirm.
 */
export function RemoveAssetDialog({ plan, removing, onRemove, onClose }: RemoveAssetDialogProps) {
  const needed = plan.kind === 'needed';
  return (
    <Modal
      open
      onClose={onClose}
      title={ledgerCopy('assets.removeTitle', { unit: plan.unit })}
      footer={
        needed ? (
          <Button variant="secondary" onClick={onClose}>
            {ledgerCopy('assets.close')}
          </Button>
        ) : (
          <>
            <Button variant="danger" loading={removing} onClick={onRemove}>
              {plan.kind === 'remainder' ? ledgerCopy('assets.removeYesSending') : ledgerCopy('assets.removeYes')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {ledgerCopy('common.cancel')}
            </Button>
          </>
        )
      }
    >
      {plan.kind === 'needed' ? (
        <Notice tone="warning">
          <p>{ledgerCopy('assets.neededBy', { unit: plan.unit, apps: plan.apps })}</p>
          <p>{ledgerCopy('assets.neededByHint')}</p>
          {plan.leavingStaking && <p>{ledgerCopy('assets.leaveStakingWarning')}</p>}
        </Notice>
      ) : (
        <>
          {plan.kind === 'remainder' && (
            <Notice tone="warning">
              {ledgerCopy('assets.removeRemainder', { amount: plan.amount, creator: shortenAddress(plan.creator) })}
            </Notice>
          )}
          <p>{ledgerCopy('assets.removeFrees', { reserve: plan.frees })}</p>
        </>
      )}
    </Modal>
  );
}
