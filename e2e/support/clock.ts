import type { Page } from '@playwright/test';

/**
 * Runs `act` with the page's clock standing still, then lets it run on. A person sees and acts in one moment; a test
 * looks and acts in separate round trips, and on a loaded machine the page's timers (a target's frames, the quiz's
 * one-second pause before the next question) can fire in between. Needs `page.clock.install()` before the page arms
 * those timers. `pauseAt` only moves forward: it stops the clock a moment ahead of what the page last read, and reads
 * again if the page got there first.
 */
export async function withClockStill<T>(page: Page, act: () => Promise<T>): Promise<T> {
  for (let paused = false; !paused;) {
    const now = await page.evaluate(() => Date.now());
    paused = await page.clock.pauseAt(now + 50).then(
      () => true,
      (error: Error) => (error.message.includes('to the past') ? false : Promise.reject(error)),
    );
  }
  try {
    return await act();
  } finally {
    await page.clock.resume();
  }
}
