import { useUserNodes } from '../../hooks/network';
import { UserNodes } from '../../ui/UserNodes';

/** /config: the user's own nodes of this network ('Tus nodos'). */
export function UserNodesScreen() {
  const state = useUserNodes();
  return (
    <UserNodes
      nodes={state.nodes}
      kind={state.kind}
      url={state.url}
      checking={state.checking}
      error={state.error}
      added={state.added}
      onKindChange={state.setKind}
      onUrlChange={state.setUrl}
      onAdd={() => void state.add()}
      onRemove={state.remove}
    />
  );
}
