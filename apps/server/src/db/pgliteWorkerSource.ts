/**
 * The program of the worker thread that owns PGlite (see `openPgliteWorker`), as CommonJS
 * source for `new Worker(source, { eval: true })`: a file would need its own build entry and a
 * loader for TypeScript under tsx and vitest; evaluated source runs the same everywhere.
 * `workerData.pglitePath` is the resolved path of `@electric-sql/pglite`, `workerData.pgTrgmPath`
 * that of its `pg_trgm` contrib extension (the device search's trigram index needs it).
 *
 * Messages in: `{ id, op, … }` with op `open` (dataDir, dump), `query` (sql, params, rowMode,
 * txId), `exec` (sql, txId), `begin` (txId), `end` (txId, commit), `dump`, `close`. Out:
 * `{ id, ok: true, result }` or `{ id, ok: false, error }` (the error's fields, PostgreSQL's
 * `code`, `detail`, `constraint`… included). Queries outside a transaction wait for it, as
 * PGlite's own `transaction` makes them.
 *
 * A query whose parameters are all scalars (text, numbers, booleans, null) answers
 * `{ raw: ArrayBuffer }`: PostgreSQL's wire messages, moved to the other thread without a copy
 * and parsed there (see `parseRawResults`). The worker thread is the database's only thread;
 * what it spends on turning messages into rows and cloning them across threads it does not
 * spend on queries (a device list page: about 40% of its time). One protocol round
 * (parse, bind, describe, execute, sync) replaces PGlite's six, which first ask the
 * parameters' types: the values go as text and PostgreSQL reads them by the types it infers,
 * as it does for PGlite's own serialised values. Other parameters (arrays, objects) take
 * PGlite's `query`, which serialises them by type.
 */
export const PGLITE_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types, protocol } = require(workerData.pglitePath);
const { pg_trgm } = require(workerData.pgTrgmPath);

const raw = (value) => value;
// As Drizzle's PGlite driver asks: dates, times and intervals (and their arrays) stay strings;
// Drizzle maps them itself.
const parsers = {
  [types.TIMESTAMP]: raw, [types.TIMESTAMPTZ]: raw, [types.INTERVAL]: raw, [types.DATE]: raw,
  1231: raw, 1115: raw, 1185: raw, 1187: raw, 1182: raw,
};
const ERROR_FIELDS = ['name', 'code', 'detail', 'hint', 'position', 'schema', 'table', 'column',
  'dataType', 'constraint', 'severity', 'where', 'routine', 'query'];

let db = null;
const transactions = new Map();

const isScalar = (value) =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' ||
  typeof value === 'bigint' || typeof value === 'boolean';

function concat(parts) {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * One extended-protocol round for \`sql\` with scalar \`params\`, its answer as PostgreSQL's wire
 * bytes, under PGlite's own locks (as its
 * \`query\` and \`describeQuery\` take them): inside a transaction only the query lock, which
 * the transaction's own queries share; outside, the transaction lock too, so the round waits
 * for an open transaction instead of running inside it.
 */
async function rawQuery(sql, params, inTransaction) {
  const { serialize } = protocol;
  const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
  const message = concat([
    serialize.parse({ text: sql }),
    serialize.bind({ values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  // The stream form hands the answer over as PostgreSQL writes it; \`execProtocolRaw\` would
  // also parse every message on this thread, which is the work this path exists to move.
  const chunks = [];
  const onRawData = (chunk) => {
    // A view of the database's memory: copied before the next write reuses it.
    chunks.push(chunk.slice());
  };
  const round = () =>
    db._runExclusiveQuery(() => db.execProtocolRawStream(message, { syncToFs: !inTransaction, onRawData }));
  if (inTransaction) await round();
  else await db._runExclusiveTransaction(round);
  return concat(chunks).buffer;
}

const target = (txId) => {
  if (txId === undefined || txId === null) return db;
  const entry = transactions.get(txId);
  if (!entry || !entry.tx) throw new Error('No open transaction ' + txId);
  return entry.tx;
};

function errorOf(error) {
  const out = { message: String((error && error.message) || error) };
  for (const key of ERROR_FIELDS) if (error && error[key] !== undefined) out[key] = error[key];
  return out;
}

async function handle(message) {
  switch (message.op) {
    case 'open': {
      const options = { extensions: { pg_trgm } };
      if (message.dump) options.loadDataDir = new Blob([message.dump]);
      db = await PGlite.create(message.dataDir, options);
      return null;
    }
    case 'query': {
      const params = message.params || [];
      if (params.every(isScalar)) {
        const inTransaction = message.txId !== undefined && message.txId !== null;
        if (inTransaction) target(message.txId);
        return { raw: await rawQuery(message.sql, params, inTransaction) };
      }
      const result = await target(message.txId).query(message.sql, message.params, {
        rowMode: message.rowMode, parsers,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(message.txId).exec(message.sql);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'begin': {
      const entry = {};
      transactions.set(message.txId, entry);
      await new Promise((begun, failed) => {
        entry.settled = db.transaction((tx) => new Promise((resolve, reject) => {
          entry.tx = tx;
          entry.resolve = resolve;
          entry.reject = reject;
          begun();
        }));
        entry.settled.catch((error) => {
          if (!entry.tx) {
            transactions.delete(message.txId);
            failed(error);
          }
        });
      });
      return null;
    }
    case 'end': {
      const entry = transactions.get(message.txId);
      transactions.delete(message.txId);
      if (!entry) throw new Error('No open transaction ' + message.txId);
      if (message.commit) entry.resolve();
      else entry.reject(new Error('rolled back'));
      try {
        await entry.settled;
      } catch (error) {
        if (message.commit) throw error;
      }
      return null;
    }
    case 'dump': {
      const blob = await db.dumpDataDir(message.compression || 'none');
      return await blob.arrayBuffer();
    }
    case 'close': {
      if (db) await db.close();
      db = null;
      return null;
    }
    default:
      throw new Error('Unknown operation ' + message.op);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => {
      const transfer =
        result instanceof ArrayBuffer ? [result] : result && result.raw instanceof ArrayBuffer ? [result.raw] : [];
      parentPort.postMessage({ id: message.id, ok: true, result }, transfer);
    },
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorOf(error) }),
  );
});
`;
