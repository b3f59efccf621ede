/** The target's motion, pure: a glide that bounces off the zone's edges and a jump to a random place. */

/** The target's diameter in CSS pixels. */
export const TARGET_SIZE = 100;

/** How often the target jumps to a new random place. */
export const RELOCATE_MS = 1000;

/** Glide speed in CSS pixels per second. */
export const SPEED = 180;

/** The room the target's top-left corner has: the zone's size less the target's. */
export interface Room {
  width: number;
  height: number;
}

/** Where the target is (top-left corner, px) and where it glides (px per second). */
export interface Motion {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** The room inside a zone of this size (none when the zone is smaller than the target). */
export const roomIn = (zoneWidth: number, zoneHeight: number): Room => ({
  width: Math.max(0, zoneWidth - TARGET_SIZE),
  height: Math.max(0, zoneHeight - TARGET_SIZE),
});

const mod = (value: number, by: number) => ((value % by) + by) % by;

/**
 * Folds a position that left [0, max] back inside as a ball bouncing off both walls would be, however far it went,
 * with the velocity pointing the way it now travels.
 */
function bounce(position: number, velocity: number, max: number): [number, number] {
  if (max <= 0) return [0, velocity];
  const unfolded = mod(position, 2 * max);
  // In the second half of the unfolded period the target is on its way back.
  return unfolded <= max ? [unfolded, velocity] : [2 * max - unfolded, -velocity];
}

/** The motion `ms` later: straight on at its speed, bouncing off the room's edges. */
export function glide(motion: Motion, ms: number, room: Room): Motion {
  const [x, vx] = bounce(motion.x + (motion.vx * ms) / 1000, motion.vx, room.width);
  const [y, vy] = bounce(motion.y + (motion.vy * ms) / 1000, motion.vy, room.height);
  return { x, y, vx, vy };
}

/** A jump: a random place in the room and a random direction at the glide speed. */
export function relocate(random: () => number, room: Room): Motion {
  const heading = random() * 2 * Math.PI;
  return {
    x: random() * room.width,
    y: random() * room.height,
    vx: SPEED * Math.cos(heading),
    vy: SPEED * Math.sin(heading),
  };
}
