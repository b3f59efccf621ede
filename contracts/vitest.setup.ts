import { addEqualityTesters } from '@algorandfoundation/algorand-typescript-testing';
import { beforeAll, expect } from 'vitest';

// Lets tests compare uint64/bytes values from the emulator with plain numbers and strings.
beforeAll(() => addEqualityTesters({ expect }));
