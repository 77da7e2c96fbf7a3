import { describe, expect, it } from 'vitest';
import { safeContinueUrl } from './safeContinueUrl.js';

const origin = 'http://console.test:8080';

describe('safeContinueUrl', () => {
  it('accepts paths and absolute URLs of the same host and port', () => {
    expect(safeContinueUrl('/management/devices?page=2#top', origin)).toBe(
      'http://console.test:8080/management/devices?page=2#top',
    );
    expect(safeContinueUrl('http://console.test:8080/account', origin)).toBe(
      'http://console.test:8080/account',
    );
    expect(safeContinueUrl('https://console.test:8080/x', origin)).toBe('https://console.test:8080/x');
    expect(safeContinueUrl('companies', origin)).toBe('http://console.test:8080/companies');
  });

  it('returns the parsed href, not the raw string', () => {
    expect(safeContinueUrl('/a/../b c', origin)).toBe('http://console.test:8080/b%20c');
  });

  it.each([
    ['another host', 'http://evil.test/'],
    ['another port', 'http://console.test:9090/'],
    ['the default port of the host', 'http://console.test/'],
    ['a protocol-relative URL', '//evil.test/path'],
    ['a backslash trick', '/\\evil.test'],
    ['backslashes', '\\\\evil.test'],
    ['a tab inside the slashes', '/\t/evil.test'],
    ['a user name', 'http://user@console.test:8080/'],
    ['a user and password', 'http://user:pass@console.test:8080/'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://console.test:8080/'],
    ['an empty value', ''],
    ['blanks', '   '],
  ])('refuses %s', (_what, value) => {
    expect(safeContinueUrl(value, origin)).toBeNull();
  });

  it('refuses values that are not strings', () => {
    expect(safeContinueUrl(['/a', '/b'], origin)).toBeNull();
    expect(safeContinueUrl(undefined, origin)).toBeNull();
  });
});
