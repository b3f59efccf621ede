/**
 * Import cycles among the app's modules, found with TypeScript's own parser and module resolver (the stand-in for
 * import-x/no-cycle, whose optional native bindings break `npm ci` here). A cycle makes evaluation order decide
 * whether a module sees its neighbour's exports, and keeps a lazy chunk from splitting off cleanly.
 *
 * An edge is an import the compiled module still performs: `import type` and `export type … from` are erased and
 * do not count; `import { type A } from` does (verbatimModuleSyntax keeps it as `import {} from`). A dynamic
 * `import()` does not count either: it runs after both modules have been evaluated, which is how lazy routes work.
 *
 * Run `npx tsx scripts/import-cycles.ts` (part of `npm run lint`); scripts/import-cycles.test.ts runs it in `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** A module path relative to the scanned folder's parent, e.g. `src/hooks/session/index.ts`. */
type ModulePath = string;

/** The module specifiers `file` imports at evaluation time (see the header for what counts). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    return [];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module under `dir` → the modules under `dir` it imports, resolved as `tsconfig` resolves them. */
export function importGraph(dir: string, tsconfig: string): Map<ModulePath, ModulePath[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!config) throw new Error(`Cannot read ${tsconfig}`);
  const root = resolve(dir, '..');
  const inside = (file: string) => !relative(resolve(dir), file).startsWith('..');
  const graph = new Map<ModulePath, ModulePath[]>();
  for (const file of sourceFiles(dir)) {
    const targets = staticImports(file).flatMap((specifier) => {
      const { resolvedModule } = ts.resolveModuleName(specifier, file, config.options, ts.sys);
      const target = resolvedModule?.resolvedFileName;
      return target && !resolvedModule.isExternalLibraryImport && inside(target) ? [relative(root, target)] : [];
    });
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * One cycle per strongly connected group of modules (Tarjan), each written as the path that closes it:
 * `a.ts → b.ts → a.ts`. Breaking the named cycle and running again shows any other one in the same group.
 */
export function findCycles(graph: ReadonlyMap<ModulePath, readonly ModulePath[]>): string[] {
  const index = new Map<ModulePath, number>();
  const low = new Map<ModulePath, number>();
  const stack: ModulePath[] = [];
  const onStack = new Set<ModulePath>();
  const groups: ModulePath[][] = [];

  const visit = (node: ModulePath) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: ModulePath[] = [];
    let member: ModulePath;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  [...graph.keys()].sort().forEach((node) => index.has(node) || visit(node));

  return groups.map((group) => cyclePath(graph, new Set(group)).join(' → '));
}

/** A shortest path from the group's first module (by name) back to itself, staying inside the group. */
function cyclePath(graph: ReadonlyMap<ModulePath, readonly ModulePath[]>, group: Set<ModulePath>): ModulePath[] {
  const start = [...group].sort()[0];
  const cameFrom = new Map<ModulePath, ModulePath>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const chain: ModulePath[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) chain.unshift(at);
        return [start, ...chain, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles(importGraph('src', 'tsconfig.app.json'));
  cycles.forEach((cycle) => console.error(`Import cycle: ${cycle}`));
  if (cycles.length) process.exit(1);
}
