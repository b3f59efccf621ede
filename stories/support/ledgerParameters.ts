import type { DevnetSetOptions, ScenarioName } from '../../src/devnet';

/**
 * A story's ledger (`parameters.ledger`): the named fault scenarios in force from the start (src/devnet/scenarios.ts)
 * and the ledger's pace or size, e.g. `{ faults: ['submit503'], blockMs: 100 }`. Each story gets a fresh ledger
 * (.storybook/preview.tsx); a misspelt scenario name does not compile.
 */
export interface LedgerParameters extends Omit<DevnetSetOptions, 'faults'> {
  faults?: ScenarioName[];
}

// Storybook's own parameters type, so every story's and meta's `parameters.ledger` is checked.
declare module 'storybook/internal/types' {
  interface Parameters {
    ledger?: LedgerParameters;
  }
}
