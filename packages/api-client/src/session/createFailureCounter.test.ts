import { describe, expect, it } from 'vitest';
import { createFailureCounter, MAX_FAILED_ATTEMPTS } from './createFailureCounter.js';

function sessionStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('createFailureCounter', () => {
  it('reaches the limit on the third failure and then starts again', () => {
    const store = sessionStore();
    const counter = createFailureCounter('user', store);
    expect([counter.fail(), counter.fail(), counter.fail()]).toEqual([false, false, true]);
    expect(counter.count).toBe(0);
    expect(MAX_FAILED_ATTEMPTS).toBe(3);
  });

  it('keeps counting across instances sharing the storage (a reload)', () => {
    const store = sessionStore();
    createFailureCounter('user', store).fail();
    createFailureCounter('user', store).fail();
    expect(store.map.get('user')).toBe('2');
    expect(createFailureCounter('user', store).fail()).toBe(true);
  });

  it('resets after a success', () => {
    const store = sessionStore();
    const counter = createFailureCounter('revoke', store);
    counter.fail();
    counter.fail();
    counter.reset();
    expect(counter.fail()).toBe(false);
  });

  it('counts in memory without storage', () => {
    const counter = createFailureCounter('x', null);
    counter.fail();
    expect(counter.count).toBe(1);
  });
});
