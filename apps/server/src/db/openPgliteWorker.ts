import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { parseRawResults, type RawQueryResults } from './parseRawResults.js';
import { PGLITE_WORKER_SOURCE } from './pgliteWorkerSource.js';

type WorkerResults = RawQueryResults;

/** What Drizzle's PGlite driver calls on its client inside a transaction. */
interface WorkerTransaction {
  query(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<WorkerResults>;
  exec(sql: string): Promise<WorkerResults[]>;
}

/**
 * A PGlite that lives in a worker thread, with the part of PGlite's interface Drizzle's PGlite
 * driver and the server use (`query`, `exec`, `transaction`, `dumpDataDir`, `close`). Give it
 * to `drizzle({ client })` in place of a PGlite. Queries leave this thread's event loop free:
 * a slow one delays other queries (PGlite is one connection) but no request that needs none.
 * The `parsers` of a query are not sent (functions cannot cross threads): the worker applies
 * the ones Drizzle's driver always passes (dates, times and intervals stay strings).
 */
export interface PgliteWorkerClient extends WorkerTransaction {
  transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  close(): Promise<void>;
}

/** A query's answer as the worker sends it: PostgreSQL's wire messages in `raw`'s first `length` bytes. */
interface RawAnswer {
  raw: ArrayBuffer;
  length: number;
}

/**
 * Answer buffers kept to give back to the worker with the next query (see
 * `PGLITE_WORKER_SOURCE`): as many as the worker keeps, and none larger than an ordinary page's
 * answer, so that an export's answers are not held on to.
 */
const SPARE_LIMIT = 16;
const SPARE_MAX_BYTES = 1024 * 1024;

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };

/** An `Error` carrying the worker's error fields (PostgreSQL's `code`, `detail`, …). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'PGlite failed'));
  Object.assign(error, fields);
  return error;
}

/**
 * Starts a worker thread that opens PGlite on `dataDir` (`undefined` for memory), optionally
 * from a data folder dump, and answers queries from this thread.
 *
 * @example
 * const client = await openPgliteWorker({});
 * const db = drizzle({ client: client as unknown as PGlite, schema });
 */
export async function openPgliteWorker(options: {
  dataDir?: string | undefined;
  dump?: Blob | undefined;
}): Promise<PgliteWorkerClient> {
  // PGlite's WebAssembly optimised as a whole once it is compiled, not one function at a time
  // as each grows hot: a part first used under load (the trigram search) ran on V8's baseline
  // code for its first 25 s, at 330 to 440 requests a second against 600 after. The flag is the
  // process's, read when a module is compiled; the whole module took 0.3 s of CPU more.
  setFlagsFromString('--no-wasm-dynamic-tiering');
  const require = createRequire(import.meta.url);
  const pglitePath = require.resolve('@electric-sql/pglite');
  const pgTrgmPath = require.resolve('@electric-sql/pglite/contrib/pg_trgm');
  const worker = new Worker(PGLITE_WORKER_SOURCE, { eval: true, workerData: { pglitePath, pgTrgmPath } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let gone: Error | null = null;

  const failAll = (error: Error) => {
    gone = error;
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(rebuildError(reply.error));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker exited (${code})`)));

  const call = <T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (gone) return Promise.reject(gone);
    nextId += 1;
    const id = nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id }, transfer);
    });
  };

  // Read answers' buffers, given back to the worker with the next query.
  const spares: ArrayBuffer[] = [];
  const inTransaction = (txId: number | null): WorkerTransaction => ({
    query: async (sql, params = [], queryOptions = {}) => {
      const giving = spares.splice(0);
      const answer = await call<WorkerResults | RawAnswer>(
        {
          op: 'query',
          sql,
          params,
          rowMode: queryOptions.rowMode,
          txId,
          ...(giving.length > 0 && { spares: giving }),
        },
        giving,
      );
      if (!('raw' in answer)) return answer;
      try {
        return parseRawResults(answer.raw, sql, queryOptions.rowMode, answer.length);
      } finally {
        if (answer.raw.byteLength <= SPARE_MAX_BYTES && spares.length < SPARE_LIMIT) spares.push(answer.raw);
      }
    },
    exec: (sql) => call<WorkerResults[]>({ op: 'exec', sql, txId }),
  });

  const dump = options.dump ? await options.dump.arrayBuffer() : undefined;
  try {
    await call({ op: 'open', dataDir: options.dataDir, dump }, dump ? [dump] : []);
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  let nextTx = 0;
  return {
    ...inTransaction(null),
    async transaction(callback) {
      nextTx += 1;
      const txId = nextTx;
      await call({ op: 'begin', txId });
      let result: Awaited<ReturnType<typeof callback>>;
      try {
        result = await callback(inTransaction(txId));
      } catch (error) {
        await call({ op: 'end', txId, commit: false });
        throw error;
      }
      await call({ op: 'end', txId, commit: true });
      return result;
    },
    async dumpDataDir(compression = 'none') {
      return new Blob([await call<ArrayBuffer>({ op: 'dump', compression })]);
    },
    async close() {
      if (gone) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
