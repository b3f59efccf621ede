/**
 * The wheel's angle math, kept pure so each result's stop can be proven. Angles are degrees, clockwise, with the
 * pointer fixed at 12 o'clock; segment 0 starts at 12 o'clock on the unrotated wheel and the others follow clockwise.
 */

/** Least extra rotation of a spin; the spin adds 5000–5359° (one full turn of choice) to land on its result. */
export const MIN_SPIN_DEGREES = 5000;

/** How long a spin takes. */
export const SPIN_MS = 5000;

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The width in degrees of each of `count` equal segments. */
export const segmentWidth = (count: number) => 360 / count;

/** Where segment `index`'s centre sits on the unrotated wheel. */
export const segmentCentre = (index: number, count: number) => (index + 0.5) * segmentWidth(count);

/** The segment under the pointer once the wheel is rotated by `angle`. */
export function segmentAtPointer(angle: number, count: number): number {
  return Math.floor(mod(-angle, 360) / segmentWidth(count)) % count;
}

/**
 * The angle a spin from `current` ends at so that segment `index` stops under the pointer: `current` plus
 * 5000–5359 whole degrees, so successive spins keep turning the same way and CSS animates each one from where
 * the last stopped. The stop is the segment's centre rounded to a whole degree (never near its edges).
 */
export function spinTo(current: number, index: number, count: number): number {
  const start = current + MIN_SPIN_DEGREES;
  return start + mod(Math.round(-segmentCentre(index, count) - start), 360);
}
