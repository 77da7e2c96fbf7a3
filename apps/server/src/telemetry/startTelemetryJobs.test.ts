import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import { devices } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';

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
