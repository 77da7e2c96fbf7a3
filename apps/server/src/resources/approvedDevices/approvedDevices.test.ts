import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged } from '../../../test/support/forms.js';
import { apiGet, apiSend, errorCode, type TestSession } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, method: 'POST' | 'DELETE', url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);

describe('approved devices (/devices/authorized)', () => {
  it('the system operator adds, lists, searches and deletes them', async () => {
    // The demo's own approvals, none of them a registered device yet.
    const seeded = (await apiGet(server.app, '/api/devices/authorized?sort=serial', as.super_admin)).json();
    const seededSerials: string[] = seeded.data.map((row: { serial: string }) => row.serial);
    expect(seededSerials.length).toBe(6);
    expect(seeded.data[0]).toMatchObject({ created_by_email: 'super_admin@netfleet.test' });
    for (const serial of seededSerials) {
      const registered = await apiGet(server.app, `/api/devices?q=${serial}&limit=1`, as.super_admin);
      expect(registered.json().meta.total).toBe(0);
    }

    const added = await send('super_admin', 'POST', '/api/devices/authorized', {
      serial: '1234567890',
      mac: '001e42000a0b',
      comment: ' Pilot batch ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { data } = added.json();
    expect(data).toMatchObject({
      serial: '1234567890',
      mac: '00:1E:42:00:0A:0B',
      comment: 'Pilot batch',
      created_by_email: 'super_admin@netfleet.test',
    });
    await send('super_admin', 'POST', '/api/devices/authorized', {
      serial: '2234567890',
      mac: '00:1E:42:00:0A:0C',
    });

    const all = await apiGet(server.app, '/api/devices/authorized?sort=serial', as.super_admin);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.map((row: { serial: string }) => row.serial)).toEqual([
      ...seededSerials,
      '1234567890',
      '2234567890',
    ]);
    expect(all.json().meta.total).toBe(seededSerials.length + 2);
    const found = await apiGet(server.app, '/api/devices/authorized?q=pilot%20batch', as.super_admin);
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([data.id]);

    const again = await send('super_admin', 'POST', '/api/devices/authorized', {
      serial: '1234567890',
      mac: '00:1E:42:00:0A:0B',
    });
    expectFieldErrors(again, ['serial']);

    const removed = await send('super_admin', 'DELETE', `/api/devices/authorized/${data.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send('super_admin', 'DELETE', `/api/devices/authorized/${data.id}`)).statusCode).toBe(404);
    const left = await apiGet(server.app, '/api/devices/authorized', as.super_admin);
    expect(left.json().meta.total).toBe(seededSerials.length + 1);
  });

  it('refuses everyone else and malformed input, changing nothing', async () => {
    await expectUnchanged(server, async () => {
      for (const role of ['admin', 'end_user', 'readonly_admin', 'read_only']) {
        const list = await apiGet(server.app, '/api/devices/authorized', as[role]);
        expect(list.statusCode).toBe(403);
        const add = await send(role, 'POST', '/api/devices/authorized', { serial: '1', mac: 'x' });
        expect(add.statusCode).toBe(403);
        expect(errorCode(add)).toBe('FORBIDDEN');
        expect((await send(role, 'DELETE', '/api/devices/authorized/1')).statusCode).toBe(403);
      }
      expectFieldErrors(
        await send('super_admin', 'POST', '/api/devices/authorized', { serial: 'a b', mac: 'x', comment: 5 }),
        ['serial', 'mac', 'comment'],
      );
      expect((await send('super_admin', 'DELETE', '/api/devices/authorized/abc')).statusCode).toBe(422);
      expect((await apiGet(server.app, '/api/devices/authorized?sort=nope', as.super_admin)).statusCode).toBe(
        422,
      );
    });
  });
});
