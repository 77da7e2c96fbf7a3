/**
 * HTTP helpers shared by the load benches (`server-cost.ts`, `devices-list.ts`, `bulk-action.ts`):
 * one request over `node:http` to the reference server on the loopback, keep-alive load loops
 * that measure requests/s and latency percentiles, and the account site's sign-in form.
 */
import { Agent, request } from 'node:http';

/** An answer read to its end. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as they came on the wire (still compressed when a `content-encoding` was asked). */
  body: Buffer;
}

/**
 * One request to `http://127.0.0.1:{port}{path}` (`GET` unless `method` says otherwise), read to
 * its end. `agent` lets a load loop reuse keep-alive connections; without it each call opens its own.
 */
export function call(
  port: number,
  path: string,
  options: { headers?: Record<string, string>; method?: string; body?: string; agent?: Agent } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/** The value at fraction `p` (0 to 1) of `sorted` (ascending); 0 when it is empty. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** What a {@link load} measured. */
export interface LoadResult {
  /** Requests answered. */
  count: number;
  /** Requests per second: over `seconds` when given, else over the time the loops ran. */
  perSecond: number;
  /** Median latency (ms). */
  p50: number;
  /** 99th percentile latency (ms). */
  p99: number;
  /** Answers with a status of 400 or more. */
  failures: number;
}

/**
 * `connections` keep-alive loops of `GET path` with `headers`, one request at a time each, for
 * `seconds` or until `until()` is true (checked before each request): requests/s and latency
 * percentiles.
 */
export async function load(
  port: number,
  path: string,
  options: { connections: number; headers?: Record<string, string> } & (
    | { seconds: number }
    | { until: () => boolean }
  ),
): Promise<LoadResult> {
  const { connections, headers = {} } = options;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  const began = performance.now();
  const deadline = 'seconds' in options ? began + options.seconds * 1000 : 0;
  const until = 'until' in options ? options.until : () => performance.now() >= deadline;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) {
        const started = performance.now();
        const answer = await call(port, path, { headers, agent });
        if (answer.status >= 400) failures += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  const seconds = 'seconds' in options ? options.seconds : (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
  };
}

/** A user signed in by {@link signIn}. */
export interface SignedIn {
  /** The session cookie, `nf_session=…`: enough for the API's safe (GET) requests. */
  session: string;
  /** The headers of any API call, unsafe ones included: both cookies, the XSRF token, the origin. */
  headers: Record<string, string>;
}

/**
 * Signs `email` in through the account site's form (`POST /auth/sign-in`, the demo password; the
 * server must not ask this user for a second factor). Throws when no session comes back.
 */
export async function signIn(port: number, email: string): Promise<SignedIn> {
  const origin = `http://127.0.0.1:${port}`;
  const answer = await call(port, '/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ email, password: 'netfleet-demo' }).toString(),
  });
  const cookies = ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0] ?? '');
  const session = cookies.find((cookie) => cookie.startsWith('nf_session='));
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
  if (!session || !xsrf) throw new Error(`sign-in of ${email} failed (${answer.status})`);
  return {
    session,
    headers: {
      cookie: `${session}; ${xsrf}`,
      'x-xsrf-token': xsrf.slice('XSRF-TOKEN='.length),
      'x-requested-with': 'XMLHttpRequest',
      origin,
    },
  };
}
