import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the rest of the server at each scrape. */
export interface MetricsSources {
  /** Open realtime sockets of this process. */
  sockets: () => number;
  /** `pglite` (one connection in this process) or `postgres` (a pool of `poolMax`). */
  driver: 'pglite' | 'postgres';
  /** Connections the database pool may open. */
  poolMax: number;
  /** A `select 1` round trip; its time is the pool's wait plus the database's answer. */
  pingDatabase: () => Promise<unknown>;
}

/** Latency buckets in seconds: from a cached answer (ms) to a stalled one (10 s). */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Serves Prometheus metrics at `GET /metrics` (text exposition format, through prom-client;
 * docs/adr/0008-prom-client-for-metrics.md): requests by method, route pattern and status
 * (`netfleet_http_requests_total`), their latency (`netfleet_http_request_duration_seconds`),
 * open sockets, the database pool (size, whether it answers, the time of a round trip), and
 * Node's process metrics (memory, CPU, event loop delay, GC). One registry per server, so two
 * servers in one process (tests) count apart. Only when `METRICS=1`: the route names and
 * counts are for the operator's network, not the public.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'netfleet_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'netfleet_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'netfleet_realtime_sockets',
    help: 'Open realtime (socket.io) connections of this process.',
    registers: [registry],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'netfleet_database_pool_max',
    help: 'Connections the database pool may open (PGlite: one, in this process).',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.set({ driver: sources.driver }, sources.poolMax);
    },
  });
  const ping = new Gauge({
    name: 'netfleet_database_ping_seconds',
    help: 'Time of a select 1 at this scrape: waiting for a free pool connection plus the answer.',
    registers: [registry],
  });
  new Gauge({
    name: 'netfleet_database_up',
    help: '1 when the database answered a select 1 at this scrape, else 0.',
    registers: [registry],
    async collect() {
      const started = performance.now();
      try {
        await sources.pingDatabase();
        ping.set((performance.now() - started) / 1000);
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids in paths would make a series per device.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
