import { useRef, useState } from 'react';
import { ledgerCopy } from '../../i18n/features';
import {
  addUserNode,
  listUserNodes,
  removeUserNode,
  type AddNodeResult,
  type NodeKind,
  type UserNode,
} from '../../services/ledger';

/** What /config's 'Tus nodos' shows and does: the user's nodes, the add form and its outcome. */
export interface UserNodesState {
  nodes: readonly UserNode[];
  kind: NodeKind;
  url: string;
  checking: boolean;
  /** Why the last node was not added, in Spanish. */
  error?: string;
  /** Set once a node was added, until the form changes. */
  added: boolean;
  setKind: (kind: NodeKind) => void;
  setUrl: (url: string) => void;
  add: () => Promise<void>;
  remove: (node: UserNode) => void;
}

// A production build's CSP blocks any node it does not name (decision 0028): the browser reports that as no answer,
// so there the message says why a node that does answer elsewhere cannot be used.
const noAnswer = import.meta.env.PROD ? ledgerCopy('userNodes.noAnswerRestricted') : ledgerCopy('userNodes.noAnswer');

const refusal: Record<Exclude<AddNodeResult, 'added'>, string> = {
  invalidUrl: ledgerCopy('userNodes.invalidUrl'),
  alreadyListed: ledgerCopy('userNodes.alreadyListed'),
  noAnswer,
  otherNetwork: ledgerCopy('userNodes.otherNetwork'),
};

/** The user's own nodes of this network: lists them, adds one once its genesis hash is checked, removes one. */
export function useUserNodes(): UserNodesState {
  const [nodes, setNodes] = useState(listUserNodes);
  const [kind, setKindState] = useState<NodeKind>('algod');
  const [url, setUrlState] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<AddNodeResult>();
  // One check at a time: a second press while the node is being asked is ignored.
  const busy = useRef(false);

  const edit =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOutcome(undefined);
    };

  const add = async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    setOutcome(undefined);
    try {
      const result = await addUserNode(kind, url);
      setOutcome(result);
      if (result === 'added') {
        setNodes(listUserNodes());
        setUrlState('');
      }
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  const remove = (node: UserNode) => {
    removeUserNode(node.kind, node.url);
    setNodes(listUserNodes());
    setOutcome(undefined);
  };

  return {
    nodes,
    kind,
    url,
    checking,
    error: outcome && outcome !== 'added' ? refusal[outcome] : undefined,
    added: outcome === 'added',
    setKind: edit(setKindState),
    setUrl: edit(setUrlState),
    add,
    remove,
  };
}
