/**
 * A fake camera for Chromium that films one QR code: a Y4M file Chromium plays as its only video device
 * (`--use-file-for-fake-video-capture`), so getUserMedia, the <video> and the app's own decoder all run as on a phone.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

// 4:3 like a phone's preview; both even, as 4:2:0 chroma needs.
const WIDTH = 640;
const HEIGHT = 480;
// Blank modules around the symbol: the quiet zone a reader needs (ISO/IEC 18004).
const QUIET_ZONE = 4;
const BLACK = 16; // video range luma: black is 16, white 235
const WHITE = 235;
const NEUTRAL_CHROMA = 128; // no colour: a grey-scale picture

/** One 4:2:0 frame (Y plane, then U and V at a quarter size each): `text`'s QR code centred on white, or only white. */
function frame(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text !== null) drawQr(luma, text);
  return Buffer.concat([luma, Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA)]);
}

function drawQr(luma: Buffer, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (modules.size + 2 * QUIET_ZONE));
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
}

/**
 * Writes to `path` a Y4M video (10 fps, one frame that Chromium loops) of `text` as a QR code, or of a blank
 * page. Chromium opens the file each time a page starts the camera, so a test films its own code before scanning.
 */
export function filmQr(path: string, text: string | null): void {
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
  writeFileSync(path, Buffer.concat([Buffer.from(header), Buffer.from('FRAME\n'), frame(text)]));
}

/**
 * Chromium's flags for a camera that plays `videoPath`. Whether a page may use it is the context's `camera`
 * permission: granted, getUserMedia gets the video; not granted, it is refused as a user's "Block" would.
 */
export function fakeCameraArgs(videoPath: string): string[] {
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${videoPath}`];
}
