/**
 * Reads a QR code from the camera: the browser's own BarcodeDetector where it has one that knows QR codes (Chrome on
 * Android, macOS), else jsQR, loaded only when the camera is first opened so it never weighs on the first load.
 */

/** Pixels as a canvas gives them: RGBA, row by row. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A frame the reader can look at (a playing <video>, an image, a canvas), with its size. */
export interface Frame {
  source: CanvasImageSource;
  width: number;
  height: number;
}

/** The text of the QR code in `pixels`, or null when none is found (jsQR, loaded on first call). */
export async function decodeQrPixels({ data, width, height }: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's QR detector, or null where it has none (Firefox, Chromium on Linux, most desktops). */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Reads one frame at a time; `read` resolves to the QR's text, or null while none is in view. */
export async function createQrReader(): Promise<(frame: Frame) => Promise<string | null>> {
  const detector = await nativeDetector();
  if (detector) return async ({ source }) => (await detector.detect(source))[0]?.rawValue ?? null;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async ({ source, width, height }) => {
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(source, 0, 0, width, height);
    return decodeQrPixels(context.getImageData(0, 0, width, height));
  };
}
