// What `contracts:build` must find on disk before it may say it built anything: what puya writes for each contract.
// puya writes every contract's approval and clear TEAL, and an ARC-56 app spec only for an ARC-4 contract (one that
// extends `Contract`): its compile step writes `.arc56.json` under `if contract.metadata.is_arc4` (puya's
// src/puya/compile.py). The Mox apps extend `BaseContract` through MoxApp, so they get TEAL only. Kept apart from
// build.mjs so a test can hold the check to the contracts in src/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, as paths. */
export const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const CLASS = /^export (abstract )?class (\w+) extends (\w+)/gm;

/**
 * The contracts puya compiles from the `.algo.ts` files of `src`: the exported concrete classes (MoxApp, abstract, is
 * not one), each with whether it is ARC-4 (its chain of base classes reaches algorand-typescript's `Contract`).
 */
export function contractsIn(src) {
  const classes = filesUnder(src)
    .filter((file) => file.endsWith('.algo.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CLASS)])
    .map(([, abstract, name, base]) => ({ name, base, abstract: Boolean(abstract) }));
  const baseOf = new Map(classes.map(({ name, base }) => [name, base]));
  const arc4 = (name) => {
    for (let at = name; at; at = baseOf.get(at)) if (at === 'Contract') return true;
    return false;
  };
  return classes.filter(({ abstract }) => !abstract).map(({ name }) => ({ name, arc4: arc4(name) }));
}

/** The names of the contracts `contractsIn` finds. */
export const contractNames = (src) => contractsIn(src).map(({ name }) => name);

/** What puya writes for a contract: its approval and clear TEAL, and its ARC-56 app spec when it is ARC-4. */
export const outputsOf = ({ name, arc4 }) => [
  `${name}.approval.teal`,
  `${name}.clear.teal`,
  ...(arc4 ? [`${name}.arc56.json`] : []),
];

/** The names of the contracts among `contracts` with an output missing from `written` (paths of the files puya wrote). */
export function missingOutputs(contracts, written) {
  return contracts
    .filter((contract) => outputsOf(contract).some((output) => !written.some((file) => file.endsWith(`/${output}`))))
    .map(({ name }) => name);
}
