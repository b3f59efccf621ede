import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto'; // happy-dom has no IndexedDB
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setNumberLocale } from '../i18n/numbers';
// Waits are on conditions, returning as soon as they hold; the cap is for a loaded machine (CI on two cores).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// Numbers are written and read in the device's locale (DESIGN §8); the tests read them as the e2e browser does
// (es-ES), whatever the machine's language. A test of another locale sets it and puts this one back.
setNumberLocale('es-ES');
