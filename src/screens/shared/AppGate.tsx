import type { Gate } from '../../hooks/apps';
import { GateCard } from '../../ui/GateCard';

/** A feature screen's gate as the kit's card: the steps, the next one's button, or the failed read and its retry. */
export function AppGate({ gate }: { gate: Gate }) {
  if (gate.status === 'ready') return null;
  return (
    <GateCard
      status={gate.status}
      steps={gate.steps}
      next={gate.next && { label: gate.next.label, onClick: gate.next.start, busy: gate.next.busy }}
      error={gate.error && { message: gate.error.message, onRetry: gate.error.retry }}
    />
  );
}
