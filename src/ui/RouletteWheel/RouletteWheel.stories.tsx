import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ledgerCopy } from '../../i18n/features';
import { RouletteWheel, type RouletteWheelProps, type WheelSpin } from './RouletteWheel';

/** The roulette's seven prizes in whole UMQ (0 is the special prize), as the screen passes them. */
const SEGMENTS = [0n, 10n, 50n, 100n, 200n, 500n, 1000n] as const;

const prizeName = (prize: bigint) =>
  prize === 0n ? ledgerCopy('roulette.segmentSpecial') : ledgerCopy('roulette.segmentUmq', { n: prize });
const stoppedOn = (index: number) => ledgerCopy('roulette.stoppedOn', { prize: prizeName(SEGMENTS[index]) });

/** The prize of the segment a person sees under the pointer's tip (the pointer itself takes no hits). */
function prizeUnderPointer(canvasElement: HTMLElement): string | null | undefined {
  const wheel = canvasElement.querySelector('[role="img"]')!.getBoundingClientRect();
  const tip = document.elementFromPoint(wheel.left + wheel.width / 2, wheel.top + wheel.height * 0.06);
  return tip?.getAttribute('data-prize');
}

/** Mounts the wheel at rest, then hands it `args.spin` a moment later, as the screen does once the spin is confirmed. */
function SpinAfterMount({ spin, ...props }: RouletteWheelProps) {
  const [current, setCurrent] = useState<WheelSpin>();
  useEffect(() => {
    const confirmed = setTimeout(() => setCurrent(spin), 100);
    return () => clearTimeout(confirmed);
  }, [spin]);
  return <RouletteWheel {...props} spin={current} />;
}

const meta = {
  title: 'UI/RouletteWheel',
  component: RouletteWheel,
  parameters: { layout: 'padded' },
  args: { segments: SEGMENTS, onSpinEnd: fn() },
} satisfies Meta<typeof RouletteWheel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the seven prizes, named for assistive technology; nothing announced yet. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    const wheel = canvas.getByRole('img', { name: /^Ruleta de premios/ });
    for (const prize of SEGMENTS) await expect(wheel).toHaveAccessibleName(expect.stringContaining(prizeName(prize)));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * Spinning: a new spin turns the wheel (5 s in the app; 2 s here, so the story need not wait it out), says so, then
 * stops on its segment (200 UMQ) and reports it.
 */
export const Spinning: Story = {
  args: { spin: { id: 'spin-1', segment: 4 }, spinMs: 2_000 },
  render: (args) => <SpinAfterMount {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(ledgerCopy('roulette.spinning')));
    await expect(args.onSpinEnd).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith({ id: 'spin-1', segment: 4 }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining(stoppedOn(4)));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement(); // the screen announces the prize, once
    await expect(prizeUnderPointer(canvasElement)).toBe('200');
    await expect(args.onSpinEnd).toHaveBeenCalledOnce();
  },
};

/** The wheel at rest on result `index`: that prize under the pointer and in the wheel's name. */
const resultStory = (index: number): Story => ({
  args: { spin: { id: `result-${index}`, segment: index } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining(stoppedOn(index)));
    await expect(prizeUnderPointer(canvasElement)).toBe(String(SEGMENTS[index]));
    await expect(args.onSpinEnd).not.toHaveBeenCalled();
  },
});

/** Result 0: the special prize. */
export const SpecialPrize = resultStory(0);
/** Result: 10 UMQ. */
export const Prize10 = resultStory(1);
/** Result: 50 UMQ. */
export const Prize50 = resultStory(2);
/** Result: 100 UMQ. */
export const Prize100 = resultStory(3);
/** Result: 200 UMQ. */
export const Prize200 = resultStory(4);
/** Result: 500 UMQ. */
export const Prize500 = resultStory(5);
/** Result: 1000 UMQ. */
export const Prize1000 = resultStory(6);

/**
 * Reduced motion: no long spin; the result (1000 UMQ) shows and is reported at once. The spin it skips is set to a
 * minute, so a wheel that turned anyway could not report within the story's wait.
 */
export const ReducedMotion: Story = {
  args: { spin: { id: 'spin-rm', segment: 6 }, reducedMotion: true, spinMs: 60_000 },
  render: (args) => <SpinAfterMount {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await waitFor(() => expect(args.onSpinEnd).toHaveBeenCalledWith({ id: 'spin-rm', segment: 6 }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining(stoppedOn(6)));
    await expect(prizeUnderPointer(canvasElement)).toBe('1000');
  },
};
