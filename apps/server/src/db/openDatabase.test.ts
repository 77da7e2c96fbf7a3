import { describe, expect, it } from 'vitest';
import { defaultPoolSize, valuePoolSize } from './openDatabase.js';

describe('defaultPoolSize', () => {
  it('is twice the cores, never below 4 nor above 10', () => {
    expect([1, 2, 3, 4, 5, 6, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 8, 10, 10, 10]);
  });
});

describe('valuePoolSize', () => {
  it('is half the pool, two at least', () => {
    expect([1, 4, 5, 10].map((pool) => valuePoolSize(pool))).toEqual([2, 2, 3, 5]);
  });
});
