import { useEffect, useRef } from 'react';
import { glide, RELOCATE_MS, relocate, roomIn, type Motion } from './motion';
import { seededRandom } from './seededRandom';

/** Where the target is now and, after a jump, where it was just before and when it jumped (frame time, ms). */
export interface TargetTrack {
  now: Motion;
  before?: Motion;
  jumpedAt: number;
}

/** A frame after a pause (hidden tab, slow device) glides at most this far, so the target never teleports. */
const MAX_FRAME_MS = 100;

/**
 * Moves the target while `running`: a glide that bounces off the zone's edges and a jump every second, written as a
 * `transform` from requestAnimationFrame straight to the element, so React renders nothing per frame. Under
 * `jumpOnly` (reduced motion) the target only jumps. Returns the refs to put on the zone and the target, and where
 * the target is, for hit-testing.
 */
export function useTargetMotion({ running, seed, jumpOnly }: { running: boolean; seed?: number; jumpOnly: boolean }) {
  const zone = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const track = useRef<TargetTrack | null>(null);

  useEffect(() => {
    const zoneEl = zone.current;
    const targetEl = target.current;
    if (!running || !zoneEl || !targetEl) return;
    const random = seededRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
    let room = roomIn(zoneEl.clientWidth, zoneEl.clientHeight);
    const resized = new ResizeObserver(() => (room = roomIn(zoneEl.clientWidth, zoneEl.clientHeight)));
    resized.observe(zoneEl);

    let last = performance.now();
    let state: TargetTrack = { now: relocate(random, room), jumpedAt: last };
    const paint = () => {
      targetEl.style.transform = `translate3d(${state.now.x}px, ${state.now.y}px, 0)`;
      track.current = state;
    };
    let frame = 0;
    const tick = (time: number) => {
      if (time - state.jumpedAt >= RELOCATE_MS)
        state = { now: relocate(random, room), before: state.now, jumpedAt: time };
      else if (!jumpOnly) state = { ...state, now: glide(state.now, Math.min(time - last, MAX_FRAME_MS), room) };
      last = time;
      paint();
      frame = requestAnimationFrame(tick);
    };
    paint();
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      track.current = null;
    };
  }, [running, seed, jumpOnly]);

  return { zone, target, track };
}
