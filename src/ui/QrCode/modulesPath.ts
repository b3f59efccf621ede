/** Modules of blank margin around the symbol: the quiet zone QR readers need (ISO/IEC 18004 asks for 4). */
export const QUIET_ZONE = 4;

/** A square matrix of modules, as qrcode's BitMatrix exposes it. */
export interface ModuleMatrix {
  size: number;
  get(row: number, col: number): number | boolean;
}

/**
 * The dark modules as one SVG path in module units, shifted by the quiet zone: each horizontal run of dark modules
 * is one rectangle, so a version-6 code is a few hundred short commands instead of a rect per module.
 */
export function modulesPath(matrix: ModuleMatrix): string {
  const { size } = matrix;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!matrix.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && matrix.get(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
}
