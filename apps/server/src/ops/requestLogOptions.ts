import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Where the request log goes and whether a proxy's request id is believed. */
export interface RequestLogSettings {
  /** Fastify's JSON request log (one line per request and response, errors with their stack). */
  logger: boolean;
  /** Instead of stdout (tests read the lines). */
  stream?: { write(line: string): void } | undefined;
  /** Behind a trusted proxy, its `X-Request-Id` becomes the request's id (one id across hops). */
  trustProxy: boolean;
}

/**
 * Fastify's options for the request log: JSON lines with a `reqId` that is a UUID (unique
 * across the processes of a deployment, unlike Fastify's per-process counter), or the
 * trusted proxy's `X-Request-Id`. Server errors reach the log through the error handlers,
 * with the error's stack.
 */
export function requestLogOptions(
  settings: RequestLogSettings,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    logger: settings.logger ? (settings.stream ? { stream: settings.stream } : true) : false,
    genReqId: () => randomUUID(),
    requestIdHeader: settings.trustProxy ? 'x-request-id' : false,
  };
}

/** Every answer names its request id (`X-Request-Id`), so a user's report finds its log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
