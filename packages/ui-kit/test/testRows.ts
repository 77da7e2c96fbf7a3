import type { FetchPage } from '../src/data-grid/createRowSource.js';

/** A row of the generated test list. */
export interface TestRow {
  id: number;
  name: string;
  status: string;
}

/** Row `index` of a generated list. */
export function testRow(index: number): TestRow {
  return { id: index + 1, name: `Device ${index + 1}`, status: index % 3 === 0 ? 'Online' : 'Offline' };
}

/** A server of `total` generated rows that records every request; `gate` holds responses until released. */
export function testServer(total: number) {
  const calls: { offset: number; limit: number; signal: AbortSignal }[] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  let fail: unknown = null;
  const fetchPage: FetchPage<TestRow> = (offset, limit, { signal }) => {
    calls.push({ offset, limit, signal });
    const answer = () => {
      if (fail) return Promise.reject(fail);
      const end = Math.min(total, offset + limit);
      const rows = Array.from({ length: Math.max(0, end - offset) }, (_, i) => testRow(offset + i));
      return Promise.resolve({ rows, total });
    };
    if (!hold) return answer();
    return new Promise((resolve, reject) => {
      waiting.push(() => {
        answer().then(resolve, reject);
      });
    });
  };
  return {
    fetchPage,
    calls,
    hold() {
      hold = true;
    },
    release() {
      hold = false;
      for (const run of waiting.splice(0)) run();
    },
    failWith(error: unknown) {
      fail = error;
    },
  };
}
