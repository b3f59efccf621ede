import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { es } from '../../i18n';
import { ledgerCopy } from '../../i18n/features';
import { Button } from '../Button';
import { GameStats } from '../GameStats';
import { TargetResult } from '../TargetResult';
import { TargetZone } from './TargetZone';

const meta = {
  title: 'UI/TargetZone',
  component: TargetZone,
  parameters: { layout: 'padded' },
  args: { playing: true, seed: 7, onHit: fn(), onMiss: fn() },
} satisfies Meta<typeof TargetZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const zoneName = es.target.zone;
const where = (element: Element) => getComputedStyle(element).transform;

/** Idle: no target yet, the way to start on top; a press on the zone costs nothing. */
export const Idle: Story = {
  args: { playing: false, children: <Button size="lg">{es.target.start}</Button> },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('img', { name: es.target.target })).toBeNull();
    await expect(canvas.getByRole('button', { name: es.target.start })).toBeVisible();
    await userEvent.click(canvas.getByRole('group', { name: zoneName }));
    await expect(args.onMiss).not.toHaveBeenCalled();
  },
};

/** Playing (seed 7): the target glides and jumps, always whole inside the zone, which takes every touch. */
export const Playing: Story = {
  play: async ({ canvas }) => {
    // A finger on the zone shoots: it neither scrolls nor zooms the page.
    await expect(getComputedStyle(canvas.getByRole('group', { name: zoneName })).touchAction).toBe('none');
    const zone = canvas.getByRole('group', { name: zoneName }).getBoundingClientRect();
    const target = canvas.getByRole('img', { name: es.target.target });
    const first = where(target);
    await waitFor(() => expect(where(target)).not.toBe(first));
    // A look every frame for 90 frames: over a second at 60 fps (longer on a loaded machine), so a jump or more.
    const boxes: DOMRect[] = [];
    for (let frame = 0; frame < 90; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      boxes.push(target.getBoundingClientRect());
    }
    // Sub-pixel transforms: compare to a hundredth of a pixel.
    const astray = boxes.filter(
      (box) =>
        Math.abs(box.width - 100) > 0.01 ||
        box.left < zone.left - 0.01 ||
        box.right > zone.right + 0.01 ||
        box.top < zone.top - 0.01 ||
        box.bottom > zone.bottom + 0.01,
    );
    await expect(astray).toEqual([]);
  },
};

/** Reduced motion: no glide; the target stays put between its jumps, one a second. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvas }) => {
    const target = canvas.getByRole('img', { name: es.target.target });
    const first = where(target);
    // Counted in frames, not milliseconds (a loaded machine stretches time): over ten frames a gliding target moves
    // in nearly every one, a jumping one at most once.
    const positions = [first];
    for (let frame = 0; frame < 10; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      positions.push(where(target));
    }
    const moves = positions.filter((position, i) => i > 0 && position !== positions[i - 1]).length;
    await expect(moves).toBeLessThanOrEqual(1);
    await waitFor(() => expect(where(target)).not.toBe(first));
  },
};

/** Hit: a press on the target scores, and says so. */
export const Hit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('img', { name: es.target.target }));
    await expect(args.onHit).toHaveBeenCalledOnce();
    await expect(args.onMiss).not.toHaveBeenCalled();
    await expect(canvas.getByText(es.target.hit)).toBeVisible();
  },
};

/** Miss: a press beside the target costs a life, and says so. */
export const Miss: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('group', { name: zoneName }));
    await expect(args.onMiss).toHaveBeenCalledOnce();
    await expect(args.onHit).not.toHaveBeenCalled();
    await expect(canvas.getByText(es.target.miss)).toBeVisible();
  },
};

/** The end of a game that scored `score`: the scoreboard with no lives left, the zone showing how it ended. */
const gameOver = (score: number): Story => ({
  args: { playing: false, children: <TargetResult score={score} onClaim={fn()} onRetry={fn()} /> },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <GameStats score={score} lives={0} maxLives={3} elapsedMs={14_200} />
      <TargetZone {...args} />
    </div>
  ),
});

/** Game over with points: the target is gone, the claim is offered; presses on the zone count for nothing. */
export const GameOverWithPoints: Story = {
  ...gameOver(3),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(es.target.canClaim)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.target.reward })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: es.target.target })).toBeNull();
    await expect(canvas.getByText(ledgerCopy('target.livesLeft', { n: 0, max: 3 }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('group', { name: zoneName }));
    await expect(args.onMiss).not.toHaveBeenCalled();
  },
};

/** Game over without points: better luck next time, only 'Intentar de Nuevo'. */
export const GameOverWithoutPoints: Story = {
  ...gameOver(0),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(es.target.noPoints)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.target.retry })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.target.reward })).toBeNull();
  },
};
