import { describe, expect, it } from 'vitest';
import { createRandom } from '../seed/createRandom.js';
import { createScheduleHeap } from './createScheduleHeap.js';

describe('createScheduleHeap', () => {
  it('pops devices in time order, growing past its first capacity', () => {
    const random = createRandom(3);
    const heap = createScheduleHeap(4);
    const times = Array.from({ length: 1000 }, () => random.int(0, 1_000_000));
    for (const [index, at] of times.entries()) heap.push(at, index);
    expect(heap.size).toBe(1000);
    const popped: number[] = [];
    while (heap.size > 0) {
      const at = heap.peekAt();
      const index = heap.pop();
      expect(times[index]).toBe(at);
      popped.push(at);
    }
    expect(popped).toEqual([...times].sort((a, b) => a - b));
    expect(heap.peekAt()).toBe(Number.POSITIVE_INFINITY);
  });
});
