import { useEffect, useState } from 'react';
import { storageRisk, type StorageRisk } from '../../services/vault';

/**
 * Whether /home must say that the browser may erase the wallet from this device (persistent storage refused, or an
 * iPhone/iPad tab outside the installed app), and why; null while that is being asked, and when it is kept.
 */
export function useStorageRisk(): StorageRisk {
  const [risk, setRisk] = useState<StorageRisk>(null);
  useEffect(() => {
    let current = true;
    void storageRisk().then((answer) => current && setRisk(answer));
    return () => {
      current = false;
    };
  }, []);
  return risk;
}
