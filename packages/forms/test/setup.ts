import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only when test globals are on; ours are off.
afterEach(() => {
  cleanup();
});
