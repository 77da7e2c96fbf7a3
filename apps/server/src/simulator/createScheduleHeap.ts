/** A min-heap of (time, device index): which device reports next, in O(log n) per change. */
export interface ScheduleHeap {
  readonly size: number;
  push(at: number, index: number): void;
  /** The earliest time, or Infinity when empty. */
  peekAt(): number;
  /** Removes and returns the earliest entry's device index (call only when not empty). */
  pop(): number;
}

/**
 * A binary heap on two typed arrays: 100,000 devices cost 1.2 MB and no objects per entry, so
 * the garbage collector stays out of the simulator's way. Grows as needed.
 */
export function createScheduleHeap(capacity = 1024): ScheduleHeap {
  let times = new Float64Array(capacity);
  let indices = new Int32Array(capacity);
  let size = 0;
  const swap = (a: number, b: number) => {
    const t = times[a] as number;
    times[a] = times[b] as number;
    times[b] = t;
    const i = indices[a] as number;
    indices[a] = indices[b] as number;
    indices[b] = i;
  };
  return {
    get size() {
      return size;
    },
    push(at, index) {
      if (size === times.length) {
        const grownTimes = new Float64Array(size * 2);
        grownTimes.set(times);
        times = grownTimes;
        const grownIndices = new Int32Array(size * 2);
        grownIndices.set(indices);
        indices = grownIndices;
      }
      let node = size++;
      times[node] = at;
      indices[node] = index;
      while (node > 0) {
        const parent = (node - 1) >> 1;
        if ((times[parent] as number) <= at) break;
        swap(node, parent);
        node = parent;
      }
    },
    peekAt() {
      return size === 0 ? Number.POSITIVE_INFINITY : (times[0] as number);
    },
    pop() {
      const top = indices[0] as number;
      size--;
      if (size > 0) {
        times[0] = times[size] as number;
        indices[0] = indices[size] as number;
        let node = 0;
        for (;;) {
          const left = node * 2 + 1;
          const right = left + 1;
          let smallest = node;
          if (left < size && (times[left] as number) < (times[smallest] as number)) smallest = left;
          if (right < size && (times[right] as number) < (times[smallest] as number)) smallest = right;
          if (smallest === node) break;
          swap(node, smallest);
          node = smallest;
        }
      }
      return top;
    },
  };
}
