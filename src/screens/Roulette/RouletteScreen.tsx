import { formatAsset } from '../../hooks/account';
import { useGate } from '../../hooks/apps';
import { useRoulette } from '../../hooks/roulette';
import { useIsAdmin, useMoxRules } from '../../hooks/rules';
import { useToasts } from '../../hooks/toasts';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { RouletteWheel } from '../../ui/RouletteWheel';
import { StatusLine } from '../../ui/StatusLine';
import { RouletteStats } from './RouletteStats';
import { AppGate } from '../shared';
import styles from './Roulette.module.css';

/** The roulette needs UMQ (to pay and to be paid) and its own opt-in, 'Activar Ruleta'. */
const NEEDS = [{ token: 'UMQ' }, { app: 'roulette' }] as const;

/** The configured admin's button (SPEC §6): it has no function yet and says so. */
function AdminButton() {
  const { show } = useToasts();
  return (
    <Button
      variant="secondary"
      onClick={() => show({ tone: 'info', message: ledgerCopy('roulette.adminNotImplemented') })}
    >
      {ledgerCopy('roulette.admin')}
    </Button>
  );
}

/**
 * /roulette once signed in: the wheel and the stats, Play once the opt-ins are done (the gate offers them until
 * then), and the admin button for the configured admin only.
 */
function SignedInRoulette({ address }: { address: string }) {
  const gate = useGate(address, NEEDS);
  const roulette = useRoulette(address);
  const { rouletteSegments, moxFee, gameEntry } = useMoxRules();
  const isAdmin = useIsAdmin(address);
  return (
    <div className={styles.page}>
      <Panel>
        <div className={styles.game}>
          <RouletteWheel
            segments={rouletteSegments}
            spin={roulette.spin}
            onSpinEnd={roulette.wheelStopped}
            spinMs={roulette.spinMs}
          />
          {/* Shown, not live: the spec's toast is the one announcement of the prize. */}
          <StatusLine message={roulette.result} announce={false} />
          {gate.status === 'ready' && (
            <>
              <Button
                size="lg"
                fullWidth
                onClick={roulette.play}
                loading={roulette.sending}
                unavailable={roulette.locked}
              >
                {ledgerCopy('roulette.play')}
              </Button>
              <p className={styles.cost}>
                {ledgerCopy('roulette.cost', {
                  total: formatAsset(moxFee + gameEntry, 'UMQ'),
                  fee: formatAsset(moxFee, 'UMQ'),
                  entry: formatAsset(gameEntry, 'UMQ'),
                })}
              </p>
            </>
          )}
        </div>
      </Panel>
      <AppGate gate={gate} />
      <RouletteStats stats={roulette.stats.data} failed={roulette.stats.isError} />
      {isAdmin && <AdminButton />}
    </div>
  );
}

/** `/roulette` (SPEC §2) signed in: wheel, Play button, stats. */
export function RouletteScreen({ address }: { address: string }) {
  return <SignedInRoulette address={address} />;
}
