// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MIN_SPIN_DEGREES, segmentAtPointer, spinTo } from './spinAngle';

const SEGMENTS = 7;
const results = [...Array(SEGMENTS).keys()];

describe('spinTo', () => {
  it.each(results)('stops with segment %i under the pointer after 5000–5359° from rest', (index) => {
    const end = spinTo(0, index, SEGMENTS);
    expect(segmentAtPointer(end, SEGMENTS)).toBe(index);
    expect(end).toBeGreaterThanOrEqual(MIN_SPIN_DEGREES);
    expect(end).toBeLessThanOrEqual(5359);
    expect(Number.isInteger(end)).toBe(true);
  });

  it('keeps adding from wherever the last spin stopped, landing each time on the asked segment', () => {
    let angle = 0;
    for (const index of [3, 3, 0, 6, 1, 5, 2, 4, 0]) {
      const end = spinTo(angle, index, SEGMENTS);
      expect(end - angle).toBeGreaterThanOrEqual(5000);
      expect(end - angle).toBeLessThanOrEqual(5359);
      expect(segmentAtPointer(end, SEGMENTS)).toBe(index);
      angle = end;
    }
    expect(angle).toBeGreaterThan(9 * 5000);
  });

  it('stops well inside the segment, not on an edge', () => {
    for (const index of results) {
      const end = spinTo(0, index, SEGMENTS);
      // Nudging the wheel a few degrees either way still leaves the same segment under the pointer.
      expect(segmentAtPointer(end - 20, SEGMENTS)).toBe(index);
      expect(segmentAtPointer(end + 20, SEGMENTS)).toBe(index);
    }
  });
});

describe('segmentAtPointer', () => {
  it('reads segments clockwise from 12 o’clock: turning the wheel right brings the previous one under the pointer', () => {
    expect(segmentAtPointer(-10, SEGMENTS)).toBe(0);
    expect(segmentAtPointer(-60, SEGMENTS)).toBe(1);
    expect(segmentAtPointer(10, SEGMENTS)).toBe(6);
    expect(segmentAtPointer(360 * 14 - 10, SEGMENTS)).toBe(0);
  });
});
