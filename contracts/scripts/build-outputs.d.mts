export function filesUnder(dir: string): string[];
export function contractNames(src: string): string[];
export function missingOutputs(names: readonly string[], written: readonly string[]): string[];
