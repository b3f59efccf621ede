// @vitest-environment node
import { expect, it } from 'vitest';
import { hitsJustLeft, JUMP_GRACE_MS } from './hitTest';

const still = { vx: 0, vy: 0 };
const track = { now: { x: 300, y: 300, ...still }, before: { x: 0, y: 0, ...still }, jumpedAt: 1000 };

it('counts a press on the spot the target just left as a hit, inside the circle only', () => {
  expect(hitsJustLeft(track, 50, 50, 1010)).toBe(true);
  expect(hitsJustLeft(track, 95, 50, 1010)).toBe(true);
  expect(hitsJustLeft(track, 95, 95, 1010)).toBe(false); // the square's corner is outside the round target
});

it('stops counting it once the grace period is over', () => {
  expect(hitsJustLeft(track, 50, 50, 1000 + JUMP_GRACE_MS)).toBe(true);
  expect(hitsJustLeft(track, 50, 50, 1001 + JUMP_GRACE_MS)).toBe(false);
});

it('has nothing to count before the first jump or when the game is not running', () => {
  expect(hitsJustLeft({ now: track.now, jumpedAt: 1000 }, 350, 350, 1010)).toBe(false);
  expect(hitsJustLeft(null, 50, 50, 1010)).toBe(false);
});
