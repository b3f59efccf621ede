/**
 * Debian's Chromium and the flags it needs on this machine kind (no sandbox as root, no background network), in its
 * two builds of the same version (ADR 0043): the browser people run, and its headless shell for the tests.
 */

/** The full browser: the benches and Lighthouse measure it, and the journeys that film with a fake camera use it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium's headless shell (Debian's chromium-headless-shell), which the story tests and the journeys run
 * in: the same Blink and V8 without the browser's shell around them, a third less CPU a journey on two cores.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
