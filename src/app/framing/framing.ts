/**
 * True when this document is inside a frame of another origin (clickjacking: a page that shows the wallet under its
 * own layer can make a user type the password or press 'Confirmar' for it). Reading a cross-origin window's location
 * throws; a frame of the app's own origin is not refused. The static host's `frame-ancestors 'none'` and
 * `X-Frame-Options: DENY` stop the frame before any of this runs; this check is for hosts that send neither.
 */
export function isFramedByAnotherOrigin(win: Window = window): boolean {
  if (win.top === win.self) return false;
  try {
    return win.top?.location.origin !== win.location.origin;
  } catch {
    return true;
  }
}
