import { useEffect } from 'react';
import { noteWalletAddress } from '../../services/vault';
import { useWallet } from '../session';

/**
 * Once signed in, a record written before wallets kept their address gets it (nothing else changes), so its 25 words
 * can later prove it is theirs if the password is forgotten. Runs after /home has painted, off the unlock's path.
 */
export function useNoteAddress(): void {
  const { username, address } = useWallet();
  useEffect(() => {
    if (username !== null && address !== null) void noteWalletAddress(username, address);
  }, [username, address]);
}
