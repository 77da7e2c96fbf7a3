import { getBulkJob, retryDeviceBulk } from '@netfleet/api-client';
import { BulkProgressSchema } from '@netfleet/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { useForms } from '../../FormsContext.js';
import { bulkJobOf } from './bulkJobOf.js';
import { type BulkProgressSnapshot, createBulkProgressStore } from './createBulkProgressStore.js';

/** How often the job is read again when no socket brings its progress. */
const POLL_MS = 2_000;
/** How often it is read again beside the socket: a dropped socket loses events silently. */
const LIVE_POLL_MS = 10_000;

/** Items read with the job's state: enough for the list the modal shows at first. */
const FIRST_ITEMS = 500;
/** Failed items read when the user looks at the failures only (the API's largest page). */
const FAILED_ITEMS = 1000;

/** The event of a bulk job's channel. */
const PROGRESS_EVENT = 'progress';

/** What {@link useBulkJobProgress} gives the action status modal. */
export interface BulkJobProgress {
  snapshot: BulkProgressSnapshot;
  /** Queues the failed devices again (`POST /devices/bulk/{id}/retry`) and follows the job anew. */
  retry(): Promise<void>;
  retrying: boolean;
  /** The last retry failed. */
  retryFailed: boolean;
}

/**
 * Follows a bulk job: subscribes to its channel first, then reads its state (so that
 * nothing between the `POST` answer and the subscription is lost), and keeps both in a
 * {@link createBulkProgressStore}. Without a realtime socket, or when the channel is refused,
 * the job is read again every 2 s until it finishes (every 10 s beside a socket, which may
 * drop events unnoticed). When it finishes the devices list
 * reloads (`reloadTable('devices')`), so the rows show what the action changed. With
 * `failedOnly`, the failed devices the first read did not list are read too (`state=3`), so
 * every failure's reason can be seen.
 */
export function useBulkJobProgress(channel: string, options: { failedOnly?: boolean } = {}): BulkJobProgress {
  const forms = useForms();
  const { client, realtime, reloadTable } = forms;
  const [current, setCurrent] = useState({ channel, generation: 0 });
  const jobId = bulkJobOf(current.channel);
  // A new store per job and per retry: a retry re-queues the failures, so counts go back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is what asks for the new store.
  const store = useMemo(() => createBulkProgressStore(), [current.channel, current.generation]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [retrying, setRetrying] = useState(false);
  const [retryFailed, setRetryFailed] = useState(false);
  const reload = useRef(reloadTable);
  reload.current = reloadTable;

  useEffect(() => {
    if (jobId === null) return;
    const aborter = new AbortController();
    let live = realtime !== undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const answer = await getBulkJob(client, jobId, { limit: FIRST_ITEMS });
        if (aborter.signal.aborted) return;
        store.applyJob(answer.data);
      } catch (error) {
        if (aborter.signal.aborted) return;
        store.fail(error instanceof Error ? error.message : String(error));
      }
      const now = store.getSnapshot();
      const finished = now.status === 'ready' && now.counts.finished;
      if (!finished && !aborter.signal.aborted) timer = setTimeout(read, live ? LIVE_POLL_MS : POLL_MS);
    };
    const unsubscribe = realtime?.subscribe(current.channel, {
      onMessage: (message) => {
        if (message.event !== PROGRESS_EVENT) return;
        const parsed = v.safeParse(BulkProgressSchema, message.data);
        if (parsed.success && parsed.output.job_id === jobId) store.applyProgress(parsed.output);
      },
      onError: () => {
        // Refused (or lost): the job's state is read again instead.
        if (!live) return;
        live = false;
        clearTimeout(timer);
        timer = setTimeout(read, POLL_MS);
      },
    });
    void read();
    return () => {
      aborter.abort();
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [client, realtime, store, current.channel, jobId]);

  // Failures the store knows of, against the job's count of them: read the rest on demand.
  const failedCount = snapshot.status === 'ready' ? snapshot.counts.failed : 0;
  const knownFailed =
    snapshot.status === 'ready' ? snapshot.items.filter((item) => item.state === 3).length : 0;
  const missingFailures = options.failedOnly === true && failedCount > knownFailed;
  useEffect(() => {
    if (!missingFailures || jobId === null) return;
    let current = true;
    getBulkJob(client, jobId, { state: 3, limit: FAILED_ITEMS })
      .then((answer) => {
        if (current) store.applyJob(answer.data);
      })
      // The list keeps what it has; the counts still say how many failed.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [missingFailures, client, jobId, store]);

  const finished = snapshot.status === 'ready' && snapshot.counts.finished;
  useEffect(() => {
    if (finished) reload.current('devices');
  }, [finished]);

  const retry = useCallback(async () => {
    if (jobId === null) return;
    setRetrying(true);
    setRetryFailed(false);
    try {
      const answer = await retryDeviceBulk(client, jobId);
      setCurrent((was) => ({ channel: answer.meta.channel, generation: was.generation + 1 }));
    } catch {
      setRetryFailed(true);
    } finally {
      setRetrying(false);
    }
  }, [client, jobId]);

  return { snapshot, retry, retrying, retryFailed };
}
