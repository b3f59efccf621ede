import type { FormEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { Field } from '../Field';
import { Notice } from '../Notice';
import { Panel } from '../Panel';
import { Select } from '../Select';
import { StatusLine } from '../StatusLine';
import { TextInput } from '../TextInput';
import styles from './UserNodes.module.css';

/** The two kinds of node a user can add. */
export type NodeKindChoice = 'algod' | 'indexer';

/** One of the user's nodes. */
export interface UserNodeItem {
  kind: NodeKindChoice;
  url: string;
}

/** Props of {@link UserNodes}: the list and the add form's state, in Spanish. */
export interface UserNodesProps {
  nodes: readonly UserNodeItem[];
  kind: NodeKindChoice;
  url: string;
  /** The node is being asked for its genesis hash. */
  checking: boolean;
  /** Why the last node was not added. */
  error?: string;
  /** The last node was added. */
  added: boolean;
  onKindChange: (kind: NodeKindChoice) => void;
  onUrlChange: (url: string) => void;
  onAdd: () => void;
  onRemove: (node: UserNodeItem) => void;
}

const kindLabel = (kind: NodeKindChoice) => ledgerCopy(kind === 'algod' ? 'userNodes.algod' : 'userNodes.indexer');

/** 'Tus nodos': the user's algod and indexer nodes, each with 'Quitar', and the form that adds one. */
export function UserNodes(props: UserNodesProps) {
  const { nodes, kind, url, checking, error, added } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd();
  };
  return (
    <Panel title={ledgerCopy('userNodes.section')}>
      <div className={styles.body}>
        <p className={styles.intro}>{ledgerCopy('userNodes.intro')}</p>
        {nodes.length === 0 ? (
          <p className={styles.empty}>{ledgerCopy('userNodes.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {nodes.map((node) => (
              <li key={`${node.kind} ${node.url}`} className={styles.node}>
                <div>
                  <p className={styles.kind}>{kindLabel(node.kind)}</p>
                  <p className={styles.url}>{node.url}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={ledgerCopy('userNodes.removeLabel', { kind: kindLabel(node.kind), url: node.url })}
                  onClick={() => props.onRemove(node)}
                >
                  {ledgerCopy('userNodes.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={ledgerCopy('userNodes.kind')}>
            <Select
              value={kind}
              onChange={(value) => props.onKindChange(value as NodeKindChoice)}
              options={[
                { value: 'algod', label: kindLabel('algod') },
                { value: 'indexer', label: kindLabel('indexer') },
              ]}
            />
          </Field>
          <Field label={ledgerCopy('userNodes.url')} hint={ledgerCopy('userNodes.urlHint')} error={error}>
            <TextInput
              type="url"
              inputMode="url"
              value={url}
              onChange={(event) => props.onUrlChange(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Button type="submit" loading={checking}>
            {ledgerCopy('userNodes.add')}
          </Button>
          <StatusLine message={checking ? ledgerCopy('userNodes.checking') : undefined} />
        </form>
        {added && (
          <div role="status">
            <Notice tone="success">{ledgerCopy('userNodes.added')}</Notice>
          </div>
        )}
      </div>
    </Panel>
  );
}
