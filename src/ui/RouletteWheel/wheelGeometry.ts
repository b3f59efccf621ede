import { segmentCentre, segmentWidth } from './spinAngle';

/** The wheel is drawn in a 200×200 viewBox around its centre. */
export const VIEW = 200;
const C = VIEW / 2;
/** Outer radius of the segments (the rim sits just outside). */
export const RADIUS = 92;
/** Where the prize labels sit, as a distance from the centre. */
const LABEL_RADIUS = RADIUS * 0.7;

const point = (degrees: number, radius: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(C + radius * Math.sin(rad)).toFixed(3)} ${(C - radius * Math.cos(rad)).toFixed(3)}`;
};

/** The SVG path of segment `index`: a wedge from the centre, clockwise from 12 o'clock like spinAngle's segments. */
export function wedgePath(index: number, count: number): string {
  const from = index * segmentWidth(count);
  const to = from + segmentWidth(count);
  return `M ${C} ${C} L ${point(from, RADIUS)} A ${RADIUS} ${RADIUS} 0 0 1 ${point(to, RADIUS)} Z`;
}

/** Places a segment's label on its centre line, reading outward-up like a printed wheel. */
export function labelTransform(index: number, count: number): string {
  return `rotate(${segmentCentre(index, count)} ${C} ${C}) translate(${C} ${C - LABEL_RADIUS})`;
}
