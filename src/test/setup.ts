import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto'; // happy-dom has no IndexedDB
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addCopy } from '../i18n';
import { features } from '../i18n/es/features';

// Tests render the apps' hooks and components without the ledger screens' boundary, which adds their copy.
addCopy(features);

// Waits are on conditions, returning as soon as they hold; the cap is for a loaded machine (CI on two cores).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
