import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../test/support/testServer.js';
import { devices } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { ESTIMATE_TTL_MS, forgetEstimates, prepareCount } from './countMatches.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A counter of every device beyond an exact limit of 3 (so always an estimate), and how often
 * its rows were selected: once for the estimate's key, once for the capped count's statement,
 * then once per estimate taken.
 */
function counterOfDevices(status: number) {
  let selections = 0;
  const matches = () => {
    selections += 1;
    return server.db
      .select({ one: sql`1`.as('one') })
      .from(devices)
      .where(sql`${devices.status} = ${status}`)
      .$dynamic();
  };
  return { count: prepareCount(server.db, matches, 3), estimates: () => selections - 2 };
}

describe('prepareCount', () => {
  it('takes one estimate for callers that ask at once', async () => {
    const counter = counterOfDevices(0);
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => counter.count()));
    expect(counter.estimates()).toBe(1);
    expect(new Set(outcomes.map((outcome) => outcome.total)).size).toBe(1);
    expect(outcomes.every((outcome) => outcome.estimated && outcome.total > 3)).toBe(true);
  });

  it('gives an expired estimate at once while one new count replaces it, and counts afresh once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-12-05T12:00:00Z').getTime();
    vi.setSystemTime(start);
    const counter = counterOfDevices(1);
    const first = await counter.count();
    expect(counter.estimates()).toBe(1);

    // Expired: both callers get the estimate as it was, and one new count runs behind them.
    const recount = start + ESTIMATE_TTL_MS + 1;
    vi.setSystemTime(recount);
    const stale = await Promise.all([counter.count(), counter.count()]);
    expect(stale).toEqual([first, first]);
    await vi.waitFor(() => expect(counter.estimates()).toBe(2));
    // The new count's estimate holds for its whole life from when it was taken.
    const held = recount + ESTIMATE_TTL_MS - 1_000;
    vi.setSystemTime(held);
    await counter.count();
    expect(counter.estimates()).toBe(2);

    // Twice its age (taken at the latest when the clock read `held`): nobody asked in between,
    // so the caller waits for a new count.
    vi.setSystemTime(held + 2 * ESTIMATE_TTL_MS + 1);
    const fresh = counter.count();
    expect(counter.estimates()).toBe(2);
    expect((await fresh).estimated).toBe(true);
    expect(counter.estimates()).toBe(3);
  });

  it('counts afresh once the estimates are forgotten, and keeps nothing of a count begun before', async () => {
    const counter = counterOfDevices(2);
    await counter.count();
    await counter.count();
    expect(counter.estimates()).toBe(1);

    forgetEstimates(server.db);
    await counter.count();
    expect(counter.estimates()).toBe(2);

    // Forgotten while a count runs: its caller gets it, the next caller counts again.
    const underWay = counter.count();
    expect(counter.estimates()).toBe(2);
    forgetEstimates(server.db);
    expect((await underWay).estimated).toBe(true);
    await counter.count();
    expect(counter.estimates()).toBe(3);
    await counter.count();
    expect(counter.estimates()).toBe(3);
  });
});
