import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto'; // happy-dom has no IndexedDB
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Waits are on conditions, returning as soon as they hold; the cap is for a loaded machine (CI on two cores).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
