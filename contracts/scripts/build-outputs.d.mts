export interface CompiledContract {
  name: string;
  arc4: boolean;
}
export function filesUnder(dir: string): string[];
export function contractsIn(src: string): CompiledContract[];
export function contractNames(src: string): string[];
export function outputsOf(contract: CompiledContract): string[];
export function missingOutputs(contracts: readonly CompiledContract[], written: readonly string[]): string[];
