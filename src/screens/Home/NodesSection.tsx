import { useLocation } from 'wouter';
import { useUserNodeCount } from '../../hooks/network';
import { NodesCard } from '../../ui/NodesCard';

const CONFIG = '/config';

/** /home's settings card: how many nodes of their own the user has, and the link to 'Tus nodos' (/config). */
export function NodesSection() {
  const count = useUserNodeCount();
  const [, navigate] = useLocation();
  return (
    <NodesCard
      href={CONFIG}
      count={count}
      onOpen={(event) => {
        event.preventDefault();
        navigate(CONFIG);
      }}
    />
  );
}
