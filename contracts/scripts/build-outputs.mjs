// What `contracts:build` must find on disk before it may say it built anything: every contract's TEAL and
// app spec. Kept apart from build.mjs so a test can hold the check to the contracts in src/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, as paths. */
export const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/** The contracts puya compiles: the exported concrete classes of `src` (MoxApp, abstract, is not one). */
export function contractNames(src) {
  return filesUnder(src)
    .filter((file) => file.endsWith('.algo.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^export class (\w+) extends \w+/gm)].map((m) => m[1]));
}

/** Each contract's approval and clear TEAL and its ARC-56 app spec (puya writes one for plain contracts too). */
const outputs = (name) => [`${name}.approval.teal`, `${name}.clear.teal`, `${name}.arc56.json`];

/** The contracts among `names` with an output missing from `written` (paths of the files puya wrote). */
export function missingOutputs(names, written) {
  return names.filter((name) => outputs(name).some((output) => !written.some((file) => file.endsWith(`/${output}`))));
}
