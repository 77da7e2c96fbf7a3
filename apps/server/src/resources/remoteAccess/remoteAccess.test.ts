import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors } from '../../../test/support/forms.js';
import { apiGet, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { devices, remoteAccess } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const list = (role: string, query: string) =>
  apiGet(server.app, `/api/devices/remote-access?${query}`, as[role]);

async function deviceOf(name: string): Promise<number> {
  const [row] = await server.db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.companyId, company[name] as number))
    .orderBy(devices.id)
    .limit(1);
  return row?.id as number;
}

describe('GET /api/devices/remote-access?device_id=', () => {
  it("lists one device's entries only, and none of a device outside the scope", async () => {
    const harbor = await deviceOf('Harbor Logistics');
    const amber = await deviceOf('Amber Energy');
    const at = new Date();
    await server.db.insert(remoteAccess).values([
      {
        deviceId: harbor,
        name: 'Gate WebUI',
        protocol: 'https',
        destination: '192.168.1.1',
        port: 443,
        createdAt: at,
      },
      {
        deviceId: harbor,
        name: 'Gate SSH',
        protocol: 'ssh',
        destination: '192.168.1.1',
        port: 22,
        createdAt: at,
      },
      {
        deviceId: amber,
        name: 'Amber WebUI',
        protocol: 'https',
        destination: '192.168.1.1',
        port: 443,
        createdAt: at,
      },
    ]);
    const own = await list('end_user', `device_id=${harbor}&limit=100`);
    expect(own.statusCode, own.body).toBe(200);
    const rows = own.json().data as { device_id: number; name: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.device_id === harbor)).toBe(true);
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['Gate SSH', 'Gate WebUI']));
    expect(own.json().meta.total).toBe(rows.length);

    const outside = await list('end_user', `device_id=${amber}`);
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const theirs = await list('super_admin', `device_id=${amber}&limit=100`);
    expect((theirs.json().data as { name: string }[]).map((row) => row.name)).toContain('Amber WebUI');
  });

  it('422 for a device_id that is not an id', async () => {
    expectFieldErrors(await list('end_user', 'device_id=abc'), ['device_id']);
  });
});
