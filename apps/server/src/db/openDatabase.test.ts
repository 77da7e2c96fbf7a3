import { describe, expect, it } from 'vitest';
import { defaultPoolSize } from './openDatabase.js';

describe('defaultPoolSize', () => {
  it('is twice the cores, never below 4 nor above 10', () => {
    expect([1, 2, 3, 4, 5, 6, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10, 10]);
  });
});
