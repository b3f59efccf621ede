// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles';

const fixtures: string[] = [];
afterAll(() => fixtures.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Cycles found in a throw-away project whose src/ holds `files` (path → source), with the app's resolution. */
function cyclesOf(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'mox-cycles-'));
  fixtures.push(root);
  const tsconfig = {
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true },
  };
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['src'] }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'src', path)), { recursive: true });
    writeFileSync(join(root, 'src', path), text);
  }
  return findCycles(importGraph(join(root, 'src'), join(root, 'tsconfig.json')));
}

describe('import cycles', () => {
  it('src/ has none', () => {
    expect(findCycles(importGraph('src', 'tsconfig.app.json'))).toEqual([]);
  });

  it('names a cycle through a folder barrel, module by module', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './hooks';\nexport const a = () => b;",
        'hooks/index.ts': "export { b } from './b';",
        'hooks/b.ts': "import { a } from '../a.ts';\nexport const b = () => a;",
        'leaf.ts': "import { a } from './a';\nexport const leaf = a;",
      }),
    ).toEqual(['src/a.ts → src/hooks/index.ts → src/hooks/b.ts → src/a.ts']);
  });

  it('counts what still runs: `import { type X }` stays an import, `import type` and `import()` do not', () => {
    expect(
      cyclesOf({
        'kept.ts': "import { type Other } from './other';\nexport type Kept = Other;",
        'other.ts': "import { type Kept } from './kept';\nexport type Other = Kept;",
      }),
    ).toEqual(['src/kept.ts → src/other.ts → src/kept.ts']);
    expect(
      cyclesOf({
        'route.ts':
          "import type { Screen } from './screen';\nexport const load = () => import('./screen');\nexport type R = Screen;",
        'screen.ts': "import { load } from './route';\nexport const screen = load;\nexport type Screen = string;",
        'self.ts': "export type { Self } from './self';\nexport type Self = number;",
      }),
    ).toEqual([]);
  });

  it('names every separate cycle, and a module importing itself', () => {
    expect(
      cyclesOf({
        'x.ts': "import './y';",
        'y.ts': "import './x';",
        'z.ts': "import './z';",
      }),
    ).toEqual(['src/x.ts → src/y.ts → src/x.ts', 'src/z.ts → src/z.ts']);
  });
});
