// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { modulesPath, QUIET_ZONE } from './modulesPath';

const matrix = (rows: string[]) => ({
  size: rows.length,
  get: (row: number, col: number) => rows[row][col] === '#',
});

describe('modulesPath', () => {
  it('draws each horizontal run of dark modules as one rectangle, inside the quiet zone', () => {
    expect(QUIET_ZONE).toBe(4);
    expect(modulesPath(matrix(['##.', '...', '#.#']))).toBe('M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(modulesPath(matrix(['..', '..']))).toBe('');
  });
});

it("covers exactly the dark modules of a real code from qrcode's matrix", async () => {
  const { create } = await import('qrcode');
  const { modules } = create('algorand://TMTAD6N22HCS2LKH7677L2KFLT3PAQWY6M4JFQFXQS32ECBFC23F57RYX4', {
    errorCorrectionLevel: 'M',
  });
  const dark = Array.from(modules.data).filter(Boolean).length;
  const drawn = [...modulesPath(modules).matchAll(/h(\d+)v1/g)].reduce((sum, [, run]) => sum + Number(run), 0);
  expect(drawn).toBe(dark);
});
