import { useEffect, useRef, useState, type TransitionEvent } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { usePrefersReducedMotion } from '../motion';
import { SPIN_MS, spinTo } from './spinAngle';
import { labelTransform, RADIUS, VIEW, wedgePath } from './wheelGeometry';
import styles from './RouletteWheel.module.css';

/** One spin to show: the wheel turns until `segment` is under the pointer; a new `id` spins again. */
export interface WheelSpin {
  id: string | number;
  segment: number;
}

/** Props of {@link RouletteWheel}. */
export interface RouletteWheelProps {
  /** The prizes in whole UMQ, clockwise from 12 o'clock; 0 is the special prize. */
  segments: readonly bigint[];
  /** The spin to land on. A spin present at mount is shown at rest; each later one turns 5000–5359° over 5 s. */
  spin?: WheelSpin;
  /** Called once per spin when the wheel has stopped on it (at once under reduced motion). */
  onSpinEnd?: (spin: WheelSpin) => void;
  /** Overrides the user's prefers-reduced-motion setting (stories, tests). */
  reducedMotion?: boolean;
  /** How long a spin turns (default 5 s); screen stories pass a shorter one so they need not wait it out. */
  spinMs?: number;
}

/** How a prize reads in the wheel's label and its announcement. */
const prizeName = (prize: bigint) =>
  prize === 0n ? ledgerCopy('roulette.segmentSpecial') : ledgerCopy('roulette.segmentUmq', { n: prize });

/** What the wheel shows: the spin it last took, the angle that put it under the pointer, whether it still turns. */
interface Shown {
  spin?: WheelSpin;
  angle: number;
  turning: boolean;
}

const stopped = (shown: Shown): Shown => (shown.turning ? { ...shown, turning: false } : shown);

/**
 * The prize wheel: an SVG turned by a CSS transform (composited, no layout per frame) with a long ease-out that
 * stops with the spin's segment under the pointer; where it stopped is announced in a live region.
 */
export function RouletteWheel({ segments, spin, onSpinEnd, reducedMotion, spinMs = SPIN_MS }: RouletteWheelProps) {
  const prefersReduced = usePrefersReducedMotion();
  const instant = reducedMotion ?? prefersReduced;
  const count = segments.length;
  const [shown, setShown] = useState<Shown>(() => ({
    spin,
    angle: spin ? spinTo(0, spin.segment, count) : 0,
    turning: false,
  }));
  // The last spin onSpinEnd was told about; the one present at mount needs no telling.
  const reported = useRef(spin?.id);

  if (spin && spin.id !== shown.spin?.id) {
    setShown({ spin, angle: spinTo(shown.angle, spin.segment, count), turning: !instant });
  }

  useEffect(() => {
    if (!shown.turning) return;
    // transitionend can be missed (tab hidden, transitions switched off); the wheel must still stop.
    const fallback = setTimeout(() => setShown(stopped), spinMs + 300);
    return () => clearTimeout(fallback);
  }, [shown.turning, spinMs]);

  useEffect(() => {
    if (!shown.spin || shown.turning || reported.current === shown.spin.id) return;
    reported.current = shown.spin.id;
    onSpinEnd?.(shown.spin);
  }, [shown, onSpinEnd]);

  const onTransitionEnd = (event: TransitionEvent<SVGSVGElement>) => {
    if (event.target === event.currentTarget && event.propertyName === 'transform') setShown(stopped);
  };

  const landed = shown.spin && segments[shown.spin.segment];
  const wheelName = ledgerCopy('roulette.wheel', { prizes: segments.map(prizeName).join(', ') });
  // Where it stopped is part of the wheel's name, not a live announcement: the screen announces the prize once
  // (its toast), and a second and third live region saying it again made screen readers repeat the result.
  const name =
    !shown.turning && landed !== undefined
      ? `${wheelName}. ${ledgerCopy('roulette.stoppedOn', { prize: prizeName(landed) })}`
      : wheelName;

  return (
    <div className={styles.root}>
      <div className={styles.wheel} role="img" aria-label={name}>
        <svg
          className={`${styles.rotor} ${shown.turning ? styles.spinning : ''}`}
          viewBox={`0 0 ${VIEW} ${VIEW}`}
          style={{
            transform: `rotate(${shown.angle}deg)`,
            transitionDuration: shown.turning ? `${spinMs}ms` : undefined,
          }}
          onTransitionEnd={onTransitionEnd}
          aria-hidden="true"
          focusable="false"
          data-turning={shown.turning || undefined}
        >
          <circle className={styles.rim} cx={VIEW / 2} cy={VIEW / 2} r={RADIUS + 6} />
          {segments.map((prize, index) => (
            <path
              key={index}
              className={styles.segment}
              data-index={index}
              data-prize={String(prize)}
              d={wedgePath(index, count)}
            />
          ))}
          {segments.map((prize, index) => (
            <text
              key={index}
              className={styles.label}
              transform={labelTransform(index, count)}
              data-special={prize === 0n || undefined}
            >
              {prize === 0n ? ledgerCopy('roulette.segmentSpecialShort') : String(prize)}
            </text>
          ))}
          <circle className={styles.hub} cx={VIEW / 2} cy={VIEW / 2} r={14} />
        </svg>
        <svg className={styles.pointer} viewBox={`0 0 ${VIEW} ${VIEW}`} aria-hidden="true" focusable="false">
          <path className={styles.pointerShape} d="M 89 1 L 111 1 L 100 22 Z" />
        </svg>
      </div>
      <p className="visually-hidden" role="status">
        {shown.turning ? ledgerCopy('roulette.spinning') : ''}
      </p>
    </div>
  );
}
