import { describe, expect, it } from 'vitest';
import { formatAssumptions } from './firstViewAssumptions.js';

describe('formatAssumptions', () => {
  it('writes what early-requests.js compares, in its words', () => {
    expect(formatAssumptions({ language: 'ja', wideNav: true, desktop: true })).toBe(
      'language=ja wide-nav=1 desktop=1',
    );
    expect(formatAssumptions({ language: 'en', wideNav: false, desktop: false })).toBe(
      'language=en wide-nav=0 desktop=0',
    );
  });
});
