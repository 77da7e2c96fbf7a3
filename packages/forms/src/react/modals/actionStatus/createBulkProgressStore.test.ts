import { describe, expect, it } from 'vitest';
import { createBulkProgressStore } from './createBulkProgressStore.js';

const job = (over: Record<string, unknown> = {}) => ({
  id: 4,
  action: 'add_tags' as const,
  channel: 'private-bulk.4',
  total: 2,
  queued: 2,
  running: 0,
  done: 0,
  failed: 0,
  finished: false,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: null,
  items: [
    {
      device_id: 1,
      device_name: 'North',
      state: 0 as const,
      error: null,
      updated_at: '2026-11-23T10:00:00.000Z',
    },
    {
      device_id: 2,
      device_name: 'South',
      state: 0 as const,
      error: null,
      updated_at: '2026-11-23T10:00:00.000Z',
    },
  ],
  ...over,
});

const progress = (over: Record<string, unknown> = {}) => ({
  job_id: 4,
  total: 2,
  queued: 1,
  running: 0,
  done: 1,
  failed: 0,
  finished: false,
  items: [{ device_id: 1, state: 2 as const, error: null }],
  ...over,
});

describe('the bulk progress store', () => {
  it('is loading until the job is read, then shows its counts and items', () => {
    const store = createBulkProgressStore();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    store.applyJob(job());
    const snapshot = store.getSnapshot();
    expect(snapshot.status === 'ready' && snapshot.counts.queued).toBe(2);
  });

  it('keeps a progress event heard before the job was read and applies it over the older read', () => {
    const store = createBulkProgressStore();
    let heard = 0;
    store.subscribe(() => heard++);
    store.applyProgress(progress());
    expect(store.getSnapshot().status).toBe('loading');
    store.applyJob(job());
    expect(heard).toBe(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'ready',
      counts: { done: 1, queued: 1 },
      items: [
        { device_id: 1, device_name: 'North', state: 2 },
        { device_id: 2, device_name: 'South', state: 0 },
      ],
    });
  });

  it('never goes back to older counts, and takes a finished job over an unfinished one', () => {
    const store = createBulkProgressStore();
    store.applyJob(job({ queued: 0, done: 2, items: [] }));
    store.applyProgress(progress());
    expect(store.getSnapshot()).toMatchObject({ counts: { done: 2, queued: 0 } });
    store.applyProgress(
      progress({
        queued: 0,
        done: 1,
        failed: 1,
        finished: true,
        items: [{ device_id: 2, state: 3, error: 'Offline' }],
      }),
    );
    expect(store.getSnapshot()).toMatchObject({
      counts: { done: 1, failed: 1, finished: true },
      items: [
        { device_id: 1, device_name: null, state: 2, error: null },
        { device_id: 2, device_name: null, state: 3, error: 'Offline' },
      ],
    });
  });

  it('reports a failed read only while nothing is known, and starts over on reset', () => {
    const store = createBulkProgressStore();
    store.fail('Boom');
    expect(store.getSnapshot()).toEqual({ status: 'error', message: 'Boom' });
    store.applyJob(job());
    store.fail('Later');
    expect(store.getSnapshot().status).toBe('ready');
    store.reset();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
  });
});
