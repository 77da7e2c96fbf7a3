import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies below this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1_024;

/** Media types worth compressing (JSON answers, the account site's pages, text). */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|problem\+json)|text\/)/;

type Encoding = 'br' | 'gzip';

/**
 * Brotli quality 4 and gzip level 6: the server's own answers are compressed per request (in
 * libuv's thread pool, or as a page streams), where higher levels cost more than they save.
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/** Adds `Accept-Encoding` to the answer's `Vary`: it depends on it, compressed or not. */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The encoding the client prefers among brotli and gzip (`Accept-Encoding` with its q-values),
 * or null for identity. Brotli wins a tie: smaller for the same work at the quality used here.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    const encoding: Encoding | null = name === 'br' ? 'br' : name === 'gzip' || name === '*' ? 'gzip' : null;
    if (!encoding) continue;
    if (q > bestQ || (q === bestQ && encoding === 'br')) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

async function compressBody(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  varyByEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  // A string's UTF-8 size is at least its length, so a long answer needs no counting here (and
  // an answer the client takes as it is, none at all: Fastify counts it for Content-Length).
  const length =
    typeof payload === 'string' && payload.length >= COMPRESS_THRESHOLD_BYTES
      ? payload.length
      : Buffer.byteLength(payload);
  if (length < COMPRESS_THRESHOLD_BYTES) return payload;
  const compressed =
    encoding === 'br'
      ? await brotli(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: length,
          },
        })
      : await gzipAsync(payload, { level: GZIP_LEVEL });
  reply.header('content-encoding', encoding);
  reply.header('content-length', compressed.length);
  return compressed;
}

/**
 * Compresses the server's own answers (API JSON, the account site's pages) with brotli or gzip
 * as the client's `Accept-Encoding` asks, from {@link COMPRESS_THRESHOLD_BYTES} up, with
 * `Vary: Accept-Encoding`. Streams (the console's files) are left alone: those are served
 * precompressed by `registerConsoleSite`. Register on the root instance before the routes.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => compressBody(request, reply, payload));
}
