import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto'; // happy-dom has no IndexedDB
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
