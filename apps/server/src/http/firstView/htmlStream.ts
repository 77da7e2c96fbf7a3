import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip, type Zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY, GZIP_LEVEL, negotiateEncoding, varyByEncoding } from '../registerCompression.js';

/** A page sent in parts, each on the wire once written (compressed as the browser accepts). */
export interface HtmlStream {
  /**
   * Sends `text` now: the compressor is flushed, so the browser can read it at once. Resolves once
   * it has gone to the connection: work begun after that cannot hold it back.
   */
  write(text: string): Promise<void>;
  /** Sends `text` and ends the page. */
  end(text: string): void;
}

/**
 * Answers `request` with an HTML page sent as it is written: the headers set on `reply` so far,
 * then each part. Compressed with brotli or gzip as `Accept-Encoding` asks (the server's
 * compression hook compresses whole answers only), at its levels.
 */
export function sendHtmlStream(request: FastifyRequest, reply: FastifyReply): HtmlStream {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  varyByEncoding(reply);
  const compressor: (Transform & Zlib) | null =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? createGzip({ level: GZIP_LEVEL })
        : null;
  const body = compressor ?? new PassThrough();
  if (encoding) reply.header('content-encoding', encoding);
  // A browser gone before the end is no error of the page's.
  body.on('error', (error) => request.log.debug({ err: error }, 'page stream ended early'));
  // Fastify pipes the body to the connection after its onSend hooks; an answer that fails
  // before that closes it instead.
  const piped = new Promise<void>((resolve) => {
    reply.raw.once('pipe', () => resolve());
    reply.raw.once('close', () => resolve());
  });
  void reply.type('text/html; charset=utf-8').send(body);
  return {
    async write(text) {
      body.write(text);
      await Promise.all([
        piped,
        new Promise<void>((resolve) => (compressor ? compressor.flush(resolve) : resolve())),
      ]);
      // The piped data flows to the connection on the next ticks.
      await new Promise((resolve) => setImmediate(resolve));
    },
    end(text) {
      body.end(text);
    },
  };
}
