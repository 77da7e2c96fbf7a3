import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// Testing Library cleans up by itself only when test globals are on; ours are off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
