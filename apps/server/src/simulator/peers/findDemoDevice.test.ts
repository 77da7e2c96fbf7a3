import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/support/testServer.js';
import { devices, remoteAccess } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { findDemoDevice } from './findDemoDevice.js';

let server: NetfleetServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('findDemoDevice', () => {
  it('finds a seeded device, which carries the SSH, Telnet, Files and Desktop entries', async () => {
    const [first] = await server.db.select().from(devices).orderBy(asc(devices.id)).limit(1);
    if (!first) throw new Error('no demo devices');
    expect(await findDemoDevice(server.db, first.id)).toEqual({
      serial: first.serial,
      name: first.name,
      model: first.model,
    });
    const entries = await server.db
      .select({ name: remoteAccess.name, protocol: remoteAccess.protocol })
      .from(remoteAccess)
      .where(eq(remoteAccess.deviceId, first.id));
    expect(entries).toEqual(
      expect.arrayContaining([
        { name: 'SSH', protocol: 'ssh' },
        { name: 'Telnet', protocol: 'telnet' },
        { name: 'Files', protocol: 'sftp' },
        { name: 'Desktop', protocol: 'vnc' },
      ]),
    );
  });

  it('does not take a device given a real ingest token, nor an unknown id', async () => {
    const [second] = await server.db.select().from(devices).orderBy(asc(devices.id)).offset(1).limit(1);
    if (!second) throw new Error('no demo devices');
    await server.db
      .update(devices)
      .set({ ingestTokenHash: 'f'.repeat(64) })
      .where(eq(devices.id, second.id));
    expect(await findDemoDevice(server.db, second.id)).toBeNull();
    expect(await findDemoDevice(server.db, 987_654_321)).toBeNull();
  });
});
