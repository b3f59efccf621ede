/** Test helper for stories: reads a QrCode back from its pixels, as a phone camera would. */
import jsQR from 'jsqr';

/** Rasterises the code's SVG on a white canvas and decodes it with jsQR; null when no code can be read. */
export async function decodeQrSvg(svg: SVGSVGElement, side = 400): Promise<string | null> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(side));
  copy.setAttribute('height', String(side));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  // The code's white comes from CSS, which a serialised SVG leaves behind: paint it first.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, 0, 0, side, side);
  return jsQR(context.getImageData(0, 0, side, side).data, side, side)?.data ?? null;
}
