import { useEffect, useState } from 'react';
import { knownStorageRisk, storageRisk, type StorageRisk } from '../../services/vault';

/**
 * Whether /home must say that the browser may erase the wallet from this device (persistent storage refused, or an
 * iPhone/iPad tab outside the installed app), and why; null when it is kept. The sign-in asked already (the answer is
 * remembered for the page), so /home's first paint has the notice; null while the answer is still awaited.
 */
export function useStorageRisk(): StorageRisk {
  const [risk, setRisk] = useState<StorageRisk | undefined>(knownStorageRisk);
  useEffect(() => {
    if (risk !== undefined) return;
    let current = true;
    void storageRisk().then((answer) => current && setRisk(answer));
    return () => {
      current = false;
    };
  }, [risk]);
  return risk ?? null;
}
