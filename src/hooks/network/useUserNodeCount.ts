import { useState } from 'react';
import { listUserNodes } from '../../services/ledger';

/** How many nodes of their own the user has added on this network (/config), as it was when the screen opened. */
export function useUserNodeCount(): number {
  const [count] = useState(() => listUserNodes().length);
  return count;
}
