import type { FastifyInstance } from 'fastify';

/** Options of {@link registerHealth}. */
export interface HealthOptions {
  /** A cheap round trip to the database (`select 1`); rejects when it is unreachable. */
  pingDatabase: () => Promise<unknown>;
  /** How long the readiness check waits for the database, in ms. Defaults to `2_000`. */
  timeoutMs?: number;
}

/** Resolves with `work`'s outcome, or rejects after `ms`: a hung database must not hang the probe. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The probes of an orchestrator or load balancer, answering JSON and never cached:
 * `GET /health/live` (200 while the process serves HTTP at all: restart it when this fails)
 * and `GET /health/ready` (200 when the database answers, else 503: send it no traffic). While
 * the server shuts down, Fastify answers both with 503.
 */
export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const timeoutMs = options.timeoutMs ?? 2_000;
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await within(options.pingDatabase(), timeoutMs);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
