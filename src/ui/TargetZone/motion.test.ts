// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { glide, relocate, roomIn, SPEED, TARGET_SIZE } from './motion';
import { seededRandom } from './seededRandom';

const room = roomIn(400, 300); // 300 × 200 of room for the corner

describe('glide', () => {
  it('moves straight on at its speed', () => {
    expect(glide({ x: 10, y: 20, vx: 100, vy: -50 }, 200, room)).toEqual({ x: 30, y: 10, vx: 100, vy: -50 });
  });

  it('bounces off the right and bottom edges and heads back', () => {
    expect(glide({ x: 290, y: 195, vx: 100, vy: 100 }, 200, room)).toEqual({ x: 290, y: 185, vx: -100, vy: -100 });
  });

  it('bounces off the left and top edges', () => {
    expect(glide({ x: 5, y: 5, vx: -100, vy: -100 }, 100, room)).toEqual({ x: 5, y: 5, vx: 100, vy: 100 });
  });

  it('stays inside the zone however long the frame', () => {
    let motion = { x: 0, y: 0, vx: SPEED, vy: SPEED * 0.7 };
    for (let frame = 0; frame < 500; frame++) {
      motion = glide(motion, frame % 7 === 0 ? 5000 : 16.7, room);
      expect(motion.x).toBeGreaterThanOrEqual(0);
      expect(motion.x).toBeLessThanOrEqual(room.width);
      expect(motion.y).toBeGreaterThanOrEqual(0);
      expect(motion.y).toBeLessThanOrEqual(room.height);
    }
  });

  it('pins the target to the corner of a zone smaller than itself', () => {
    expect(roomIn(TARGET_SIZE - 20, 50)).toEqual({ width: 0, height: 0 });
    expect(glide({ x: 0, y: 0, vx: 50, vy: 50 }, 100, roomIn(80, 50))).toMatchObject({ x: 0, y: 0 });
  });
});

describe('relocate', () => {
  it('jumps somewhere inside the room, at the glide speed', () => {
    const random = seededRandom(1);
    for (let jump = 0; jump < 200; jump++) {
      const { x, y, vx, vy } = relocate(random, room);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(room.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(room.height);
      expect(Math.hypot(vx, vy)).toBeCloseTo(SPEED);
    }
  });

  it('jumps the same way for the same seed and differently for another', () => {
    const jumps = (seed: number) => {
      const random = seededRandom(seed);
      return [1, 2, 3].map(() => relocate(random, room));
    };
    expect(jumps(42)).toEqual(jumps(42));
    expect(jumps(42)).not.toEqual(jumps(43));
  });
});
