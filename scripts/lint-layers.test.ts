// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints a snippet as if it lived at `filePath`, returning the layer-rule messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the whole config (typescript-eslint and the plugins): seconds on a busy two-core machine.
describe('layer rules of DESIGN.md §2', { timeout: 30_000 }, () => {
  it.each([
    ['src/ui/Bad/Bad.tsx', "import { useWallet } from '../../hooks/session';\nexport const x = useWallet;"],
    ['src/ui/Bad/Bad.tsx', "import { getAccount } from '../../services/ledger';\nexport const x = getAccount;"],
    ['src/ui/Bad/Bad.tsx', "import { isValidAddress } from 'algosdk';\nexport const x = isValidAddress;"],
    ['src/services/bad/bad.ts', "import { useState } from 'react';\nexport const x = useState;"],
    ['src/services/bad/bad.ts', "import { Button } from '../../ui/Button';\nexport const x = Button;"],
    ['src/hooks/bad.ts', "import { Button } from '../ui/Button';\nexport const x = Button;"],
    ['src/screens/Bad/Bad.tsx', "import { submit } from '../../services/ledger';\nexport const x = submit;"],
    [
      'src/screens/Bad/Bad.tsx',
      "import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';\nexport const x = makePaymentTxnWithSuggestedParamsFromObject;",
    ],
    ['src/app/routing/AppRoutes.tsx', "import { handlers } from '../devnet/handlers';\nexport const x = handlers;"],
    ['src/i18n/bad.ts', "import { getAccount } from '../services/ledger';\nexport const x = getAccount;"],
    ['src/devnet/bad.ts', "import { submit } from '../services/ledger';\nexport const x = submit;"],
    ['src/sw/bad.ts', "import { submit } from '../services/ledger';\nexport const x = submit;"],
    ['src/sw/bad.ts', "import { useWallet } from '../hooks/session';\nexport const x = useWallet;"],
  ])('%s may not import what it reaches for', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      'src/ui/Good/Good.tsx',
      "import { t } from '../../i18n';\nimport { Button } from '../Button';\nexport const x = [t, Button];",
    ],
    ['src/hooks/good.ts', "import { getAccount } from '../services/ledger';\nexport const x = getAccount;"],
    [
      'src/screens/Good/Good.tsx',
      "import { useWallet } from '../../hooks/session';\nimport { Button } from '../../ui/Button';\nexport const x = [useWallet, Button];",
    ],
    ['src/devnet/good.ts', "import { MOX_FEE } from '../services/config/onchain';\nexport const x = MOX_FEE;"],
    ['src/sw/good.ts', "import { networkUrls } from '../services/config/networks';\nexport const x = networkUrls;"],
  ])('%s may import the layers below it', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
