import { describe, expect, it } from 'vitest';
import { extendPolicy } from './extendPolicy.js';

describe('extendPolicy', () => {
  it('adds sources to a directive the policy has, and the directive it lacks', () => {
    expect(
      extendPolicy("default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self'", {
        'script-src': ["'sha256-a'"],
        'style-src-attr': ["'unsafe-hashes'", "'sha256-b'"],
        'img-src': [],
      }),
    ).toBe(
      "default-src 'self';script-src 'self' 'wasm-unsafe-eval' 'sha256-a';style-src 'self';style-src-attr 'unsafe-hashes' 'sha256-b'",
    );
  });

  it('does not take a directive for another that begins with its name', () => {
    expect(extendPolicy("script-src-elem 'self'", { 'script-src': ["'sha256-a'"] })).toBe(
      "script-src-elem 'self';script-src 'sha256-a'",
    );
  });
});
