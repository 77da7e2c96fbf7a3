import { describe, expect, it } from 'vitest';
import { decodeBase64Url, ILLEGAL_BASE64URL } from './decodeBase64Url.js';
import { readTokenClaims } from './readTokenClaims.js';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decodeBase64Url', () => {
  it('decodes with and without padding, the URL-safe alphabet and UTF-8', () => {
    expect(decodeBase64Url('eyJzdWIiOjF9')).toBe('{"sub":1}');
    expect(decodeBase64Url('YQ')).toBe('a');
    expect(decodeBase64Url('YQ==')).toBe('a');
    expect(decodeBase64Url('YWI')).toBe('ab');
    expect(decodeBase64Url('')).toBe('');
    const text = 'Ærlig talt? 日本語 – Україна ~~~ ???';
    expect(decodeBase64Url(encode(text))).toBe(text);
    expect(encode('???~~~')).toMatch(/[-_]/);
    expect(decodeBase64Url(encode('???~~~'))).toBe('???~~~');
  });

  it('fails with "Illegal base64url string" on a bad length (spec forms §8) or a foreign character', () => {
    expect(ILLEGAL_BASE64URL).toBe('Illegal base64url string');
    for (const bad of ['a', 'abcde', 'YWJjZ', 'YQ=a', 'Y+Q', 'Y/Q', 'YQ===', 'Y Q']) {
      expect(() => decodeBase64Url(bad), bad).toThrow(new Error('Illegal base64url string'));
    }
  });
});

describe('readTokenClaims', () => {
  const token = (claims: object) => `${encode('{"alg":"HS256"}')}.${encode(JSON.stringify(claims))}.sig`;

  it('reads the payload of a JWT-shaped token, other claims passing through', () => {
    expect(
      readTokenClaims(token({ sub: 7, exp: 1_900_000_000, act: { sub: 1, email: 'op@x.test' }, aud: 'c' })),
    ).toEqual({
      sub: 7,
      exp: 1_900_000_000,
      act: { sub: 1, email: 'op@x.test' },
      aud: 'c',
    });
  });

  it('refuses a token without three parts, a payload that is not base64url, and claims of the wrong type', () => {
    expect(() => readTokenClaims('a.b')).toThrow('three parts');
    expect(() => readTokenClaims('h.abcde.s')).toThrow('Illegal base64url string');
    expect(() => readTokenClaims(token({ exp: 'soon' }))).toThrow();
  });
});
