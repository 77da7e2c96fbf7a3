import type { BulkJobItem, BulkJobResponse, BulkProgress } from '@netfleet/contracts';

/** The state of one device in a bulk job: 0 queued, 1 running, 2 done, 3 failed. */
export type BulkItemState = BulkJobItem['state'];

/** One device of the job as the modal shows it. */
export interface BulkProgressItem {
  device_id: number;
  /** From the job's state; a device known only from a progress event has none. */
  device_name: string | null;
  state: BulkItemState;
  /** The failure's reason. */
  error: string | null;
}

/** The counts of a job. */
export interface BulkCounts {
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  finished: boolean;
}

/** What the action status shows: loading, the job, or why it could not be read. */
export type BulkProgressSnapshot =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; counts: BulkCounts; items: readonly BulkProgressItem[] };

/** A plain store of one job's progress (`subscribe` / `getSnapshot` for `useSyncExternalStore`). */
export interface BulkProgressStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): BulkProgressSnapshot;
  /** The job's state from `GET /devices/bulk/{id}`: counts and a page of items. */
  applyJob(job: BulkJobResponse['data']): void;
  /** A `progress` event of the job's channel: counts and the items that changed. */
  applyProgress(progress: BulkProgress): void;
  /** The job could not be read. */
  fail(message: string): void;
  /** Forget the counts and items (a retry re-queues the failures; the job is read again). */
  reset(): void;
}

const settled = (counts: BulkCounts) => counts.done + counts.failed;

/**
 * Keeps one bulk job's progress from two sources that race: the job's state read on open
 * (so nothing between the `POST` answer and the subscription is missed) and the channel's
 * `progress` events. Events that arrive before the state are kept and applied over it;
 * counts only move forward (the one with more devices settled wins, a finished one over an
 * unfinished one), since the read may be older or newer than an event. Items keep the
 * order they were first seen in.
 *
 * @example
 * const store = createBulkProgressStore();
 * realtime.subscribe(channel, { onMessage: (m) => store.applyProgress(parse(m.data)) });
 * store.applyJob((await getBulkJob(client, id)).data);
 */
export function createBulkProgressStore(): BulkProgressStore {
  const listeners = new Set<() => void>();
  let counts: BulkCounts | null = null;
  let failure: string | null = null;
  let pending: BulkProgress[] = [];
  const items = new Map<number, BulkProgressItem>();
  let snapshot: BulkProgressSnapshot = { status: 'loading' };

  const publish = () => {
    if (counts) snapshot = { status: 'ready', counts, items: [...items.values()] };
    else if (failure !== null) snapshot = { status: 'error', message: failure };
    else snapshot = { status: 'loading' };
    for (const listener of listeners) listener();
  };

  const takeCounts = (next: BulkCounts) => {
    if (
      !counts ||
      (next.finished && !counts.finished) ||
      (next.finished === counts.finished && settled(next) >= settled(counts))
    ) {
      counts = next;
    }
  };

  const mergeItem = (item: Omit<BulkProgressItem, 'device_name'> & { device_name?: string | null }) => {
    const known = items.get(item.device_id);
    items.set(item.device_id, {
      device_id: item.device_id,
      device_name: item.device_name ?? known?.device_name ?? null,
      state: item.state,
      error: item.error,
    });
  };

  const countsOf = (source: BulkCounts): BulkCounts => ({
    total: source.total,
    queued: source.queued,
    running: source.running,
    done: source.done,
    failed: source.failed,
    finished: source.finished,
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    applyJob(job) {
      failure = null;
      takeCounts(countsOf(job));
      for (const item of job.items) mergeItem(item);
      // Events heard while the state was read may be newer than it: they go over it.
      const heard = pending;
      pending = [];
      for (const progress of heard) {
        takeCounts(countsOf(progress));
        for (const item of progress.items) mergeItem(item);
      }
      publish();
    },
    applyProgress(progress) {
      if (!counts) {
        pending.push(progress);
        return;
      }
      takeCounts(countsOf(progress));
      for (const item of progress.items) mergeItem(item);
      publish();
    },
    fail(message) {
      if (counts) return;
      failure = message;
      publish();
    },
    reset() {
      counts = null;
      failure = null;
      pending = [];
      items.clear();
      publish();
    },
  };
}
