import { inlineParameters } from './inlineParameters.js';
import { PLAN_EACH_RUN } from './planEachRun.js';

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
 * `{ raw: ArrayBuffer, length }`: PostgreSQL's wire messages in the buffer's first `length`
 * bytes, moved to the other thread without a copy and parsed there (see `parseRawResults`).
 * That thread gives the buffer back with a later query (`spares`), so that a busy list's answers
 * reuse a few buffers: V8 counts every new buffer's memory towards its next full collection,
 * and a new buffer per answer made it collect this thread's heap every 0.6 s (2 to 10 ms with
 * the database stopped) and the server thread's every 2 s (8 to 20 ms, every request stopped).
 * The worker thread is the database's only thread;
 * what it spends on turning messages into rows and cloning them across threads it does not
 * spend on queries (a device list page: about 40% of its time). One protocol round
 * (bind, describe, execute, sync; parse the first time) replaces PGlite's six, which first ask
 * the parameters' types: the values go as text and PostgreSQL reads them by the types it
 * infers, as it does for PGlite's own serialised values. Each query text is a named statement,
 * kept for the next time (the 256 most recently used); a query planned for its values is kept
 * with its values inlined (the 64 most recent, see `inlineParameters`). Other
 * parameters (arrays, objects) take PGlite's `query`, which serialises them by type.
 */
export const PGLITE_WORKER_SOURCE = `
const PLAN_EACH_RUN = ${JSON.stringify(PLAN_EACH_RUN)};
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

/**
 * Answers up to this size are gathered and sent in buffers that are kept and reused; a larger
 * one (an export's page, a dump's table) gets buffers of its own, left to the collector.
 */
const KEPT_ANSWER_BYTES = 1024 * 1024;
const GATHER_BYTES = 64 * 1024;
/** Where an answer is gathered as PostgreSQL writes it: one buffer, grown when an answer needs it. */
let gathered = new Uint8Array(GATHER_BYTES);
/** Buffers the other thread has read and given back, for the next answers. */
const spares = [];
const SPARE_LIMIT = 16;

/** A buffer of at least \`size\` bytes for an answer: a spare, or a new one with room to be reused. */
function answerBuffer(size) {
  if (size > KEPT_ANSWER_BYTES) return new ArrayBuffer(size);
  const fit = spares.findIndex((spare) => spare.byteLength >= size);
  if (fit !== -1) return spares.splice(fit, 1)[0];
  return new ArrayBuffer(Math.max(16 * 1024, 2 ** Math.ceil(Math.log2(size))));
}

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
 * Named statements by query text, least recently used first (see \`statementFor\`): the plain
 * texts, and apart from them the texts with their values inlined, so that a run of one-off
 * values (a search as it is typed, page after page of a filter) never pushes a plain page out.
 */
const statements = new Map();
const valueStatements = new Map();
/** Statements to close with the next round: dropped from a cache, or left by a failed round. */
const closing = [];
const STATEMENT_LIMIT = 256;
const VALUE_STATEMENT_LIMIT = 64;
let statementCount = 0;

const inlineParameters = ${inlineParameters.toString()};

/** The statement \`text\` kept in \`cache\` (a name, and whether this round must prepare it). */
function keptStatement(cache, limit, text, values) {
  const known = cache.get(text);
  if (known !== undefined) {
    cache.delete(text);
    cache.set(text, known);
    return { name: known, prepare: false, text, values, cache };
  }
  if (cache.size >= limit) {
    const [oldest, name] = cache.entries().next().value;
    cache.delete(oldest);
    closing.push(name);
  }
  statementCount += 1;
  const name = 'nf_' + statementCount;
  cache.set(text, name);
  return { name, prepare: true, text, values, cache };
}

/**
 * The statement that runs \`sql\` with \`values\` (texts, or null), and whether this round must
 * prepare it. The server sends the same few texts again and again (a list page is one text per
 * filter shape); a named statement is parsed and analysed once, and after five runs PostgreSQL
 * may keep its generic plan, so a list page skips most of its planning too. A query whose best
 * plan depends on its values (\`PLAN_EACH_RUN\`) is kept with its values inlined: PostgreSQL plans
 * a statement without parameters for exactly those values, once. Where they cannot be inlined it
 * runs as the unnamed statement, planned for its values every time. PostgreSQL re-plans by itself
 * after a schema change or an \`ANALYZE\`.
 */
function statementFor(sql, params, values) {
  if (sql.includes(PLAN_EACH_RUN)) {
    let inlined = null;
    try {
      inlined = inlineParameters(sql, params);
    } catch {
      // Its text failed here (a tool's helper compiled into it): the query keeps its parameters.
    }
    if (inlined === null) return { name: '', prepare: true, text: sql, values, cache: null };
    return keptStatement(valueStatements, VALUE_STATEMENT_LIMIT, inlined, []);
  }
  return keptStatement(statements, STATEMENT_LIMIT, sql, values);
}

/** The SQLSTATE of the ErrorResponse (\`E\`) in PostgreSQL's answer, or null without one. */
function errorCode(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.byteLength; at += 1 + view.getInt32(at + 1)) {
    if (bytes[at] !== 0x45) continue;
    // Fields: a type byte and a NUL-terminated text each, up to a lone NUL; \`C\` is the code.
    let field = at + 5;
    while (field < bytes.byteLength && bytes[field] !== 0) {
      const end = bytes.indexOf(0, field + 1);
      if (bytes[field] === 0x43) return String.fromCharCode(...bytes.subarray(field + 1, end));
      field = end + 1;
    }
    return '';
  }
  return null;
}

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const STALE_STATEMENT = '0A000';

/**
 * One extended-protocol round for \`sql\` with scalar \`params\`, its answer as PostgreSQL's wire
 * bytes, under PGlite's own locks (as its
 * \`query\` and \`describeQuery\` take them): inside a transaction only the query lock, which
 * the transaction's own queries share; outside, the transaction lock too, so the round waits
 * for an open transaction instead of running inside it.
 */
async function rawQuery(sql, params, inTransaction, retried = false) {
  const { serialize } = protocol;
  const values = params.map((value) => (value === null || value === undefined ? null : String(value)));
  const statement = statementFor(sql, params, values);
  const parts = closing.splice(0).map((name) => serialize.close({ type: 'S', name }));
  if (statement.prepare) parts.push(serialize.parse({ name: statement.name, text: statement.text }));
  parts.push(
    serialize.bind({ statement: statement.name, values: statement.values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  );
  const message = concat(parts);
  // The stream form hands the answer over as PostgreSQL writes it; \`execProtocolRaw\` would
  // also parse every message on this thread, which is the work this path exists to move.
  let size = 0;
  const onRawData = (chunk) => {
    // A view of the database's memory: copied before the next write reuses it.
    if (size + chunk.length > gathered.length) {
      const grown = new Uint8Array(2 ** Math.ceil(Math.log2(size + chunk.length)));
      grown.set(gathered.subarray(0, size));
      gathered = grown;
    }
    gathered.set(chunk, size);
    size += chunk.length;
  };
  const round = () =>
    db._runExclusiveQuery(async () => {
      await db.execProtocolRawStream(message, { syncToFs: !inTransaction, onRawData });
      // Copied out under the lock: the next round gathers into the same buffer.
      const raw = answerBuffer(size);
      new Uint8Array(raw).set(gathered.subarray(0, size));
      if (gathered.length > KEPT_ANSWER_BYTES) gathered = new Uint8Array(GATHER_BYTES);
      return raw;
    });
  const raw = inTransaction ? await round() : await db._runExclusiveTransaction(round);
  const code = errorCode(new Uint8Array(raw, 0, size));
  if (code !== null && statement.cache !== null) {
    // Whether the statement exists now (the bind or the run failed) or not (the parse did),
    // the next round prepares it again: closing a statement that does not exist is no error.
    statement.cache.delete(statement.text);
    closing.push(statement.name);
    // Outside a transaction nothing ran: prepared afresh, the query answers as it would have.
    if (code === STALE_STATEMENT && !statement.prepare && !inTransaction && !retried) {
      spares.push(raw);
      return rawQuery(sql, params, inTransaction, true);
    }
  }
  return { raw, length: size };
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
        return await rawQuery(message.sql, params, inTransaction);
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
  if (message.spares) for (const spare of message.spares) if (spares.length < SPARE_LIMIT) spares.push(spare);
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
