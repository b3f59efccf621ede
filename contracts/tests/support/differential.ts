/**
 * One scenario table, run twice: on the contract in the AVM emulator and on the local ledger's model.
 * Each scenario's last step must do what the table expects, and the two sides must agree on every step
 * (success and, for a refusal, its reason from one list (reasons.ts), local and global state, inner transfers),
 * so the model cannot drift from the contract.
 */
import { describe, expect, it } from 'vitest';
import { runOnEmulator } from './emulator.harness';
import { useLedgerRunner } from './ledger';
import type { Outcome, Scenario } from './scenario';

function expectOutcome(
  outcome: Outcome | undefined,
  { globalGrowth = {}, ...expected }: Scenario['expected'],
  globalsBefore: Record<string, bigint> = {},
): void {
  expect(outcome).toMatchObject(expected);
  const growth = Object.fromEntries(
    Object.keys(globalGrowth).map((key) => [key, (outcome?.global[key] ?? 0n) - (globalsBefore[key] ?? 0n)]),
  );
  expect(growth).toEqual(globalGrowth);
}

/** Equal reasons mean something only when every refusal has one from the list (reasons.ts), not an unmapped text. */
function expectMappedReasons(outcomes: readonly Outcome[]): void {
  for (const { ok, reason } of outcomes) if (!ok) expect(reason).toMatch(/^(?!unmapped)/);
}

/** Registers the table's tests: each scenario on the emulator alone, then on both sides compared. */
export function checkScenarios(scenarios: readonly Scenario[]): void {
  const table = scenarios.map((scenario) => [scenario.name, scenario] as const);

  describe('the contract, in the AVM emulator', () => {
    it.each(table)('%s', (_, scenario) => {
      const outcomes = runOnEmulator(scenario);
      expectMappedReasons(outcomes);
      expectOutcome(outcomes.at(-1), scenario.expected);
    });
  });

  describe('differential: the local ledger’s model does exactly the same', () => {
    const ledger = useLedgerRunner();
    it.each(table)('%s', async (_, scenario) => {
      const globalsBefore = await ledger.globals(scenario.app);
      const onLedger = await ledger.run(scenario);
      expect(onLedger).toEqual(runOnEmulator(scenario, globalsBefore));
      expectMappedReasons(onLedger);
      expectOutcome(onLedger.at(-1), scenario.expected, globalsBefore);
    });
  });
}
