import { TARGET_SIZE } from './motion';
import type { TargetTrack } from './useTargetMotion';

/**
 * How long after a jump a press on the spot the target just left still counts as a hit: a person (or a test's
 * mouse) aims at where they saw it, and a jump landing between seeing and pressing should not cost a life.
 */
export const JUMP_GRACE_MS = 150;

/**
 * Whether a press at (x, y), in zone pixels at frame time `time`, lands on where the target was before its latest
 * jump, within the grace period. A press on where the target is now is the browser's own hit test (the element).
 */
export function hitsJustLeft(track: TargetTrack | null, x: number, y: number, time: number): boolean {
  if (!track?.before || time - track.jumpedAt > JUMP_GRACE_MS) return false;
  const radius = TARGET_SIZE / 2;
  return Math.hypot(x - track.before.x - radius, y - track.before.y - radius) <= radius;
}
