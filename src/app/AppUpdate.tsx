import { useState } from 'react';
import { useAppUpdate } from '../hooks/pwa';
import { UpdatePrompt } from '../ui/UpdatePrompt';

/**
 * Offers a waiting new version of the app (src/app/registerWorker.ts), on every screen, except while something
 * holds the page (a paid action: src/app/LedgerBoundary). 'Ahora no' keeps the running version until the next visit.
 */
export function AppUpdate() {
  const { apply, held } = useAppUpdate();
  const [dismissed, setDismissed] = useState(false);
  const [updating, setUpdating] = useState(false);
  if (!apply || held || dismissed) return null;
  const update = () => {
    setUpdating(true);
    apply();
  };
  return <UpdatePrompt updating={updating} onUpdate={update} onDismiss={() => setDismissed(true)} />;
}
