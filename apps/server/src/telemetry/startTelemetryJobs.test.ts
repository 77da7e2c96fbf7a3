import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import { devices } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { startTelemetryJobs } from './startTelemetryJobs.js';

let server: NetfleetServer;
beforeAll(async () => {
  // The jobs on, with a one-second grace: the timer's passes run within the test.
  server = await startTestServer({ telemetry: { offlineAfterS: 1 } });
});
afterAll(() => server?.close());

it('turns a silent device offline on its own timer, once the first grace period has passed', async () => {
  const [device] = await server.db.select({ id: devices.id }).from(devices).limit(1);
  const id = device?.id ?? 0;
  await server.db
    .update(devices)
    // Seen just now, then silent: its last report falls in the range the next passes read
    // (each pass reads only devices that went quiet since the previous one).
    .set({ status: 1, lastSeenAt: new Date() })
    .where(eq(devices.id, id));
  const deadline = Date.now() + 10_000;
  let status = 1;
  while (status !== 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    [{ status } = { status: 1 }] = await server.db
      .select({ status: devices.status })
      .from(devices)
      .where(eq(devices.id, id));
  }
  expect(status).toBe(0);
});

it('waits, when stopped, for the maintenance pass under way, so that the database closes after it', async () => {
  const closing = await startTestServer();
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // The pass's queries wait at the door until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const db = new Proxy(closing.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          await held;
          return target.execute(...args);
        };
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const jobs = startTelemetryJobs(
      { db, realtime: closing.realtime, now: () => Date.now() },
      { vacuum: true },
    );
    // The first maintenance pass, a minute after the start: a roll-up, the retention, a vacuum.
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await closing.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
  } finally {
    vi.useRealTimers();
    error.mockRestore();
    await closing.close();
  }
});
