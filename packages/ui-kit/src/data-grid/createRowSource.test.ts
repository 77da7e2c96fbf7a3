import { describe, expect, it, vi } from 'vitest';
import { type TestRow, testServer } from '../../test/testRows.js';
import { createRowSource } from './createRowSource.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(total = 100_000, options: { pageSize?: number; maxCachedPages?: number } = {}) {
  const server = testServer(total);
  const source = createRowSource<TestRow>({
    fetchPage: server.fetchPage,
    getRowId: (row) => row.id,
    ...options,
  });
  return { server, source };
}

describe('createRowSource', () => {
  it('fetches nothing until rows are asked for, then only the pages holding them', async () => {
    const { server, source } = setup();
    expect(server.calls).toHaveLength(0);
    expect(source.getSnapshot()).toMatchObject({ total: null, status: 'ready', pending: 0 });

    source.ensureRange(0, 30);
    expect(source.getSnapshot()).toMatchObject({ status: 'loading', pending: 1 });
    await settle();
    expect(server.calls.map((c) => [c.offset, c.limit])).toEqual([[0, 100]]);
    expect(source.getSnapshot()).toMatchObject({ total: 100_000, status: 'ready', pending: 0 });
    expect(source.getRow(0)?.name).toBe('Device 1');
    expect(source.getRow(99)?.name).toBe('Device 100');
    expect(source.getRow(100)).toBeUndefined();

    source.ensureRange(49_990, 50_020);
    await settle();
    expect(server.calls.map((c) => c.offset)).toEqual([0, 49_900, 50_000]);
    expect(source.getRow(50_000)?.name).toBe('Device 50001');
  });

  it('asks for a page once while it is on its way', async () => {
    const { server, source } = setup();
    server.hold();
    source.ensureRange(0, 10);
    source.ensureRange(5, 50);
    source.ensureRange(0, 99);
    expect(server.calls).toHaveLength(1);
    server.release();
    await settle();
    source.ensureRange(0, 99);
    expect(server.calls).toHaveLength(1);
  });

  it('clamps ranges to the total and fetches nothing for an empty list', async () => {
    const { server, source } = setup(150);
    source.ensureRange(0, 10);
    await settle();
    source.ensureRange(120, 10_000);
    await settle();
    expect(server.calls.map((c) => c.offset)).toEqual([0, 100]);
    const empty = setup(0);
    empty.source.ensureRange(0, 10);
    await settle();
    expect(empty.source.getSnapshot().total).toBe(0);
    empty.source.ensureRange(0, 10);
    expect(empty.server.calls).toHaveLength(1);
  });

  it('updates a loaded row in place by id without fetching', async () => {
    const { server, source } = setup();
    source.ensureRange(0, 10);
    await settle();
    const listener = vi.fn();
    source.subscribe(listener);
    const before = source.getSnapshot().version;
    expect(source.updateRow(5, (row) => ({ ...row, status: 'Pending' }))).toBe(true);
    expect(source.getRow(4)?.status).toBe('Pending');
    expect(source.getSnapshot().version).toBe(before + 1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(source.updateRow('5', { id: 5, name: 'Renamed', status: 'Online' })).toBe(true);
    expect(source.getRow(4)?.name).toBe('Renamed');
    expect(source.indexOf(5)).toBe(4);
    // Not loaded: nothing to update.
    expect(source.updateRow(90_000, (row) => row)).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('drops pages used longest ago past maxCachedPages, but never the ones in view', async () => {
    const { server, source } = setup(100_000, { pageSize: 10, maxCachedPages: 3 });
    for (const start of [0, 100, 200, 300]) {
      source.ensureRange(start, start + 5);
      await settle();
    }
    expect(source.getRow(0)).toBeUndefined();
    expect(source.indexOf(1)).toBeUndefined();
    expect(source.getRow(300)?.id).toBe(301);
    source.ensureRange(0, 5);
    await settle();
    expect(server.calls.map((c) => c.offset)).toEqual([0, 100, 200, 300, 0]);
  });

  it('refresh forgets rows but keeps the total, aborts requests and ignores their late answers', async () => {
    const { server, source } = setup();
    source.ensureRange(0, 10);
    await settle();
    server.hold();
    source.ensureRange(5000, 5010);
    const stale = server.calls[1];
    source.refresh();
    expect(stale?.signal.aborted).toBe(true);
    expect(source.getSnapshot().total).toBe(100_000);
    expect(source.getRow(0)).toBeUndefined();
    server.release();
    await settle();
    // The refresh fetched the last requested range again.
    expect(server.calls.slice(2).map((c) => c.offset)).toEqual([5000]);
    expect(source.getRow(5000)?.id).toBe(5001);
  });

  it('reset forgets the total too', async () => {
    const { source } = setup(500);
    source.ensureRange(0, 10);
    await settle();
    source.reset();
    expect(source.getSnapshot()).toMatchObject({ total: null, status: 'loading' });
    await settle();
    expect(source.getSnapshot().total).toBe(500);
  });

  it('reports a failed page and fetches it again on retry', async () => {
    const { server, source } = setup();
    server.failWith(new Error('503'));
    source.ensureRange(0, 10);
    await settle();
    expect(source.getSnapshot()).toMatchObject({ status: 'error', total: null });
    expect((source.getSnapshot().error as Error).message).toBe('503');
    // A failed page is not fetched again by scrolling alone.
    source.ensureRange(0, 10);
    expect(server.calls).toHaveLength(1);
    server.failWith(null);
    source.retry();
    await settle();
    expect(source.getSnapshot()).toMatchObject({ status: 'ready', total: 100_000, error: null });
    expect(server.calls).toHaveLength(2);
  });

  it('turns a fetchPage that throws synchronously into an error', async () => {
    const source = createRowSource<TestRow>({
      fetchPage: () => {
        throw new Error('boom');
      },
      getRowId: (row) => row.id,
    });
    source.ensureRange(0, 1);
    await settle();
    expect(source.getSnapshot().status).toBe('error');
  });

  it('forgets rows past a shrunken total', async () => {
    let total = 250;
    const source = createRowSource<TestRow>({
      fetchPage: async (offset, limit) => ({
        rows: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          id: offset + i + 1,
          name: '',
          status: '',
        })),
        total,
      }),
      getRowId: (row) => row.id,
    });
    source.ensureRange(150, 240);
    await settle();
    expect(source.getRow(240)?.id).toBe(241);
    total = 120;
    source.ensureRange(0, 10);
    await settle();
    expect(source.getSnapshot().total).toBe(120);
    expect(source.getRow(240)).toBeUndefined();
  });
});
