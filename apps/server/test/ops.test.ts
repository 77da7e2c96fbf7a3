import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultPoolSize, type NetfleetServer } from '../src/index.js';
import { connectSocket } from './support/connectSocket.js';
import { freePort } from './support/freePort.js';
import { apiGet, signIn } from './support/signIn.js';
import { withDatabase } from './support/testDatabaseUrl.js';
import { createTestDatabase, dropTestDatabase, startTestServer } from './support/testServer.js';

/** Closes the database under a running server: what an unreachable database looks like to it. */
async function cutDatabase(server: NetfleetServer): Promise<void> {
  const client = (
    server.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
  ).$client;
  await (client.end ? client.end() : client.close?.());
}

describe('health probes', () => {
  let server: NetfleetServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ logger: true, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => server?.close());

  it('answers /health/live and /health/ready with JSON, not the console page', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toMatch(/^application\/json/);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('has no /metrics unless the setting is on', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.body).not.toContain('netfleet_http_requests_total');
  });

  it('logs each request as JSON with a request id it also answers with', async () => {
    lines.length = 0;
    const response = await server.app.inject({ method: 'GET', url: '/health/live' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    expect(entries.filter((entry) => entry.reqId === id).map((entry) => entry.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    // Another request, another id: ids are not reused.
    const next = await server.app.inject({ method: 'GET', url: '/health/live' });
    expect(next.headers['x-request-id']).not.toBe(id);
  });

  // Last in this file: it leaves the server without a database.
  it('answers /health/ready 503 when the database is unreachable, and logs the 5xx with its stack', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    await cutDatabase(server);
    const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

    lines.length = 0;
    const failed = await apiGet(server.app, '/api/user', session);
    expect(failed.statusCode).toBe(500);
    const errors = lines
      .map((line) => JSON.parse(line) as { level: number; reqId: string; err?: { stack?: string } })
      .filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.reqId).toBe(failed.headers['x-request-id']);
    expect(errors[0]?.err?.stack).toMatch(/\n\s+at /);
  });
});

describe('metrics', () => {
  let server: NetfleetServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer({ metrics: true });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it('serves Prometheus metrics: requests and latency by route pattern, sockets, database pool', async () => {
    const session = await signIn(server.app, 'end_user@netfleet.test');
    for (const id of [1, 2, 3]) await apiGet(server.app, `/api/companies/${id}`, session);
    await apiGet(server.app, '/api/user', session);
    const socket = await connectSocket(url, { session });
    if (!socket.ok) throw new Error(socket.message);
    try {
      const response = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      // By route pattern: three device ids are one series.
      expect(text).toMatch(
        /netfleet_http_requests_total\{method="GET",route="\/api\/companies\/:id",status_code="\d+"\} 3\n/,
      );
      expect(text).toMatch(
        /netfleet_http_requests_total\{method="GET",route="\/api\/user",status_code="200"\} 1\n/,
      );
      expect(text).toMatch(
        /netfleet_http_request_duration_seconds_count\{method="GET",route="\/api\/user"\} 1\n/,
      );
      expect(text).toContain('netfleet_realtime_sockets 1\n');
      // PGlite is one connection; PostgreSQL's pool is its default size.
      const poolMax = server.driver === 'pglite' ? 1 : defaultPoolSize();
      expect(text).toContain(`netfleet_database_pool_max{driver="${server.driver}"} ${poolMax}\n`);
      expect(text).toContain('netfleet_database_up 1\n');
      expect(text).toContain('process_resident_memory_bytes');
    } finally {
      socket.socket.close();
    }
  });
});

/**
 * A `main.ts` process (the start command), from source, without demo data: on PGlite in memory,
 * or in the `postgres` run on a database of its own there.
 */
async function startMainProcess(
  port: number,
  consoleDir: string,
  databaseUrl: string | undefined,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(
    join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsx'),
    ['--conditions=@netfleet/source', 'src/main.ts'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: 'memory',
        DEMO: '0',
        CONSOLE_DIR: consoleDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Netfleet is running at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`main.ts exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output };
}

describe('graceful shutdown of the start command', () => {
  const consoleDir = mkdtempSync(join(tmpdir(), 'netfleet-no-console-'));
  const adminUrl = inject('postgresAdminUrl');
  let database: string | undefined;
  beforeAll(async () => {
    if (adminUrl) database = await createTestDatabase(adminUrl);
  });
  afterAll(async () => {
    rmSync(consoleDir, { recursive: true, force: true });
    if (adminUrl && database) await dropTestDatabase(adminUrl, database);
  });

  it('on SIGTERM stops accepting, finishes the request under way, then exits 0', async () => {
    const port = await freePort();
    const databaseUrl = adminUrl && database ? withDatabase(adminUrl, database) : undefined;
    const { child, output } = await startMainProcess(port, consoleDir, databaseUrl);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      // A slow request: a client that sends its body in two parts, with the signal in between.
      const body = new URLSearchParams({
        email: 'nobody@example.com',
        password: 'wrong-password',
      }).toString();
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(
        `POST /auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));

      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Still running for the open request, but no longer accepting connections.
      expect(child.exitCode).toBeNull();
      const refused = await new Promise<string>((resolve) => {
        const probe = connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve('accepted');
        });
        probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      socket.write(body.slice(10));
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 (200|303|401|403|429) /);
      expect(await exited).toBe(0);
      expect(output()).toContain('SIGTERM: stopping the Netfleet server');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // Starting PGlite and migrating from scratch takes seconds on a busy machine.
  }, 60_000);
});
