import { useState } from 'react';
import { useAppUpdate } from '../../hooks/pwa/appUpdate';
import { UpdatePrompt } from '../../ui/UpdatePrompt';

/**
 * Offers a waiting new version of the app (src/app/updates/registerWorker.ts), on every screen, except while something
 * holds the page (a paid action: src/app/ledger/LedgerBoundary). 'Ahora no' keeps the running version until the next
 * visit, unless the running version is below the minimum safe version: then nothing is asked (hooks/pwa requireUpdate).
 */
export function AppUpdate() {
  const { apply, held, forced } = useAppUpdate();
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  // A forced (security) update is applied by the update state itself, without asking: nothing to offer or dismiss.
  if (!apply || held || dismissed || forced) return null;
  const update = () => {
    setUpdating(true);
    apply();
  };
  return <UpdatePrompt updating={updating} onUpdate={update} onDismiss={() => setDismissed(true)} />;
}
