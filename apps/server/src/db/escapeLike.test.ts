import { describe, expect, it } from 'vitest';
import { escapeLike } from './escapeLike.js';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike('RUTX11')).toBe('RUTX11');
  });
});
