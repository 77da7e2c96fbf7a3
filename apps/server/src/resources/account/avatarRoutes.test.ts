import { AVATAR_MAX_BYTES } from '@netfleet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';

let server: NetfleetServer;
let own: TestSession;
let other: TestSession;
let admin: TestSession;
let ownId: number;
beforeAll(async () => {
  server = await startTestServer();
  own = await signIn(server.app, 'end_user@netfleet.test');
  other = await signIn(server.app, 'read_only@netfleet.test');
  admin = await signIn(server.app, 'admin@netfleet.test');
  ownId = (await apiGet(server.app, '/api/user', own)).json().id;
});
afterAll(() => server?.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR…'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (session: TestSession, data_url: string) =>
  apiSend(server.app, 'PUT', '/api/user/avatar', session, { data_url });

describe('the user’s picture', () => {
  it('is stored, named in GET /user, and served with its type to the users who may see the user', async () => {
    const response = await upload(own, dataUrl('image/png', PNG));
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.avatar_url as string;
    expect(url).toMatch(new RegExp(`^/api/user/avatar/${ownId}\\?v=\\d+$`));
    expect((await apiGet(server.app, '/api/user', own)).json().avatar_url).toBe(url);

    // Harbor Logistics is in the administrator's subtree, not in the Amber guest's company.
    expect((await apiGet(server.app, url, other)).statusCode).toBe(404);
    const served = await apiGet(server.app, url, admin);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Not to the signed-out.
    expect((await apiGet(server.app, url)).statusCode).toBe(401);

    for (const [type, bytes] of [
      ['image/jpeg', JPEG],
      ['image/webp', WEBP],
    ] as const) {
      const replaced = await upload(own, dataUrl(type, bytes));
      expect(replaced.statusCode, replaced.body).toBe(200);
      const again = await apiGet(server.app, `/api/user/avatar/${ownId}`, own);
      expect(again.headers['content-type']).toBe(type);
      expect(again.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('refuses bytes that are not the image they claim, and images over 256 KiB, with 422 on data_url', async () => {
    const cases = [
      dataUrl('image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
      dataUrl('image/png', JPEG),
      dataUrl('image/jpeg', Buffer.from('GIF89a')),
      dataUrl('image/webp', Buffer.from('RIFF0000WAVE')),
      // One byte over: within the contract's length, refused when decoded.
      dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)])),
      dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)])),
      'data:image/gif;base64,R0lGODlh',
      'data:text/html;base64,PGgxPg==',
    ];
    for (const data_url of cases) {
      const response = await upload(other, data_url);
      expect(response.statusCode, data_url.slice(0, 40)).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'data_url' });
    }
    expect((await apiGet(server.app, '/api/user', other)).json().avatar_url).toBeNull();
    const largest = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expect((await upload(other, dataUrl('image/png', largest))).statusCode).toBe(200);
  });

  it('is removed by DELETE: 404 afterwards, and GET /user names none', async () => {
    expect((await upload(own, dataUrl('image/png', PNG))).statusCode).toBe(200);
    const removed = await apiSend(server.app, 'DELETE', '/api/user/avatar', own);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { avatar_url: null } });
    expect((await apiGet(server.app, '/api/user', own)).json().avatar_url).toBeNull();
    expect((await apiGet(server.app, `/api/user/avatar/${ownId}`, own)).statusCode).toBe(404);
  });
});
