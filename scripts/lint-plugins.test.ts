// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The rules `npx eslint` reports on a snippet linted as if it lived at `filePath`. */
async function rulesHit(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

describe('the lint config of the Query and Storybook code', () => {
  it("flags a query whose key leaves out what its function reads (@tanstack/eslint-plugin-query's recommended set)", async () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      'declare function fetchBalance(address: string): Promise<number>;',
      'export function useBalance(address: string) {',
      "  return useQuery({ queryKey: ['balance'], queryFn: () => fetchBalance(address) });",
      '}',
    ].join('\n');
    expect(await rulesHit('src/hooks/bad.ts', code)).toContain('@tanstack/query/exhaustive-deps');
  });

  it("flags a story file Storybook cannot index (eslint-plugin-storybook's recommended set)", async () => {
    const code =
      "import { Button } from './Button';\nexport const Primary = { args: { label: 'Enviar' }, component: Button };";
    expect(await rulesHit('src/ui/Button/Bad.stories.tsx', code)).toContain('storybook/default-exports');
  });
});
