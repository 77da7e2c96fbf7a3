import { describe, expect, it } from 'vitest';
import { resolveApiBase } from './resolveApiBase.js';

describe('resolveApiBase', () => {
  it('uses /api without the cookie', () => {
    expect(resolveApiBase('/api', 'a=1', 'https:')).toBe('/api');
  });

  it('uses the review host when api_review names one', () => {
    expect(resolveApiBase('/api', 'api_review=pr-42.review.netfleet.dev', 'https:')).toBe(
      'https://pr-42.review.netfleet.dev/api',
    );
  });

  it.each(['evil.test/path', '//evil.test', 'user@evil.test', 'javascript:alert(1)', ''])(
    'ignores a cookie that is not a bare host: %s',
    (value) => {
      expect(resolveApiBase('/api', `api_review=${encodeURIComponent(value)}`, 'https:')).toBe('/api');
    },
  );
});
