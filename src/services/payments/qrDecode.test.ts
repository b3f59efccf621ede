// @vitest-environment node
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from './qrDecode';

/** The RGBA pixels of `text`'s QR code, each module `scale` pixels wide, with a 4-module quiet zone (as a camera sees it). */
function qrPixels(text: string, scale = 4, dark = 0, light = 255) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(light);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      if (inside && modules.get(row, col)) data.fill(dark, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

describe('decodeQrPixels (the fallback where the browser has no BarcodeDetector)', () => {
  const uri =
    'algorand://gh:Php-9JVlZM1cRxmmpiGtIab7TgPLcLawZBc7_Fnwcls/WEXRZTAN4PRTSCTZLEYS3MHYEASAT5O5MNBUYTGFUIX565WL36N4OF3DKU?amount=1500000';

  it('reads an ARC-90 request from a frame', async () => {
    expect(await decodeQrPixels(qrPixels(uri))).toBe(uri);
  });

  it('reads a light-on-dark code too (a phone screen in dark mode)', async () => {
    expect(await decodeQrPixels(qrPixels(uri, 4, 255, 0))).toBe(uri);
  });

  it('finds nothing in a blank frame', async () => {
    const blank = new Uint8ClampedArray(100 * 100 * 4).fill(255);
    expect(await decodeQrPixels({ data: blank, width: 100, height: 100 })).toBeNull();
  });
});
