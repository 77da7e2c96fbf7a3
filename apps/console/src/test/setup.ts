import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The first render of a file transforms the lazy chunks on demand: allow it time.
configure({ asyncUtilTimeout: 4000 });

// jsdom does not scroll; the router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// jsdom has no Element.scrollIntoView.
Element.prototype.scrollIntoView = () => {};

// Testing Library cleans up by itself only when test globals are on; ours are off.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A page loads some code after its first rows (the devices page's live feed): let every
  // import a test started finish before the next test or the file's teardown, or it fails
  // loading in a torn-down environment ("EnvironmentTeardownError: Cannot load …").
  await vi.dynamicImportSettled();
});
