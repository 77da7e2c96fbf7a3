import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a file transforms the lazy chunks on demand: allow it time.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// jsdom has no Element.scrollIntoView.
Element.prototype.scrollIntoView = () => {};

// Testing Library cleans up by itself only when test globals are on; ours are off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
