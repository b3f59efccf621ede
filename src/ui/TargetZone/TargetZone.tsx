import { useEffect, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { ledgerCopy } from '../../i18n/features';
import { usePrefersReducedMotion } from '../motion';
import { hitsJustLeft } from './hitTest';
import { useTargetMotion } from './useTargetMotion';
import styles from './TargetZone.module.css';

/** Props of {@link TargetZone}. */
export interface TargetZoneProps {
  /** While true the target moves and presses count; otherwise the zone shows `children`. */
  playing: boolean;
  /** A press on the target. */
  onHit: () => void;
  /** A press anywhere else in the zone. */
  onMiss: () => void;
  /** Fixes the jumps' random sequence (stories, benchmarks); a fresh one per game when omitted. */
  seed?: number;
  /** Overrides the user's prefers-reduced-motion setting: the target then jumps without gliding. */
  reducedMotion?: boolean;
  /** Shown over the zone while not playing: how to start, or how the game ended. */
  children?: ReactNode;
}

/** How long the '¡Le diste!' / '¡Fallaste!' flash stays. */
const FEEDBACK_MS = 600;

/**
 * The target game's area: a 100 px target that glides, bounces off the edges and jumps every second, hit by pointer
 * (mouse, pen or touch). The motion never goes through React: see useTargetMotion. While playing, the zone takes
 * every touch (no scroll, no zoom, no long-press menu) so a fast tap is a shot, not a gesture.
 */
export function TargetZone({ playing, onHit, onMiss, seed, reducedMotion, children }: TargetZoneProps) {
  const prefersReduced = usePrefersReducedMotion();
  const { zone, target, track } = useTargetMotion({
    running: playing,
    seed,
    jumpOnly: reducedMotion ?? prefersReduced,
  });
  const [feedback, setFeedback] = useState<{ kind: 'hit' | 'miss'; shot: number }>();

  useEffect(() => {
    if (!feedback) return;
    const clear = setTimeout(() => setFeedback(undefined), FEEDBACK_MS);
    return () => clearTimeout(clear);
  }, [feedback]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!playing || !event.isPrimary || event.button !== 0) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left - event.currentTarget.clientLeft;
    const y = event.clientY - box.top - event.currentTarget.clientTop;
    const hit = target.current?.contains(event.target as Node) || hitsJustLeft(track.current, x, y, event.timeStamp);
    if (hit) onHit();
    else onMiss();
    setFeedback((last) => ({ kind: hit ? 'hit' : 'miss', shot: (last?.shot ?? 0) + 1 }));
  };

  const onContextMenu = (event: MouseEvent) => playing && event.preventDefault();

  return (
    <div
      ref={zone}
      className={styles.zone}
      role="group"
      aria-label={ledgerCopy('target.zone')}
      data-playing={playing || undefined}
      onPointerDown={onPointerDown}
      onContextMenu={onContextMenu}
    >
      <div
        ref={target}
        className={styles.target}
        role="img"
        aria-label={ledgerCopy('target.target')}
        hidden={!playing}
      />
      {feedback && (
        <span key={feedback.shot} className={styles.feedback} data-kind={feedback.kind} aria-hidden="true">
          {ledgerCopy(feedback.kind === 'hit' ? 'target.hit' : 'target.miss')}
        </span>
      )}
      {!playing && children && <div className={styles.overlay}>{children}</div>}
    </div>
  );
}
