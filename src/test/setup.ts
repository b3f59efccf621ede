import 'fake-indexeddb/auto'; // neither happy-dom nor node has IndexedDB
import { afterEach } from 'vitest';
import { setNumberLocale } from '../i18n/numbers';

// Files that render run in happy-dom; files that use no DOM say `// @vitest-environment node` and skip loading
// React Testing Library and the DOM matchers.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // Waits are on conditions, returning as soon as they hold; the cap is for a loaded machine (CI on two cores).
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
  });
}

// Numbers are written and read in the device's locale (DESIGN §8); the tests read them as the e2e browser does
// (es-ES), whatever the machine's language. A test of another locale sets it and puts this one back.
setNumberLocale('es-ES');
