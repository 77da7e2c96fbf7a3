import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged, type Method } from '../../../test/support/forms.js';
import { apiSend, errorCode, signIn, type TestSession, unsafeHeaders } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { companies, multiconfigSpecifications } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

const clock = createTestClock();
let server: NetfleetServer;
const as: Record<string, TestSession> = {};
const company: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, accessTtlSeconds: 86_400 });
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  for (const role of ['super_admin', 'admin', 'end_user', 'read_only']) {
    as[role] = await signIn(server.app, `${role}@netfleet.test`);
  }
});
afterAll(() => server?.close());

const send = (role: string, method: Method, url: string, body?: unknown) =>
  apiSend(server.app, method, url, as[role] as TestSession, body);

describe('POST /api/devices/configurator/specifications', () => {
  const SPEC = {
    name: 'RutOS 07.10 basics',
    version: '07.10',
    sections: [
      {
        id: 'lan',
        title: 'LAN',
        fields: [
          { key: 'network.lan.ipaddr', label: 'LAN IP', type: 'ip', required: true },
          {
            key: 'network.lan.proto',
            label: 'Protocol',
            type: 'select',
            options: [{ value: 'static', label: 'Static' }],
          },
        ],
      },
    ],
  };

  const upload = async (
    role: string,
    parts: { system_type?: string; overwrite?: string; file?: { name: string; text: string } },
  ) => {
    const form = new FormData();
    if (parts.system_type !== undefined) form.append('system_type', parts.system_type);
    if (parts.overwrite !== undefined) form.append('overwrite', parts.overwrite);
    if (parts.file)
      form.append('file', new Blob([parts.file.text], { type: 'application/json' }), parts.file.name);
    const encoded = new Response(form);
    const session = as[role] as TestSession;
    return server.app.inject({
      method: 'POST',
      url: '/api/devices/configurator/specifications',
      cookies: { nf_session: session.access },
      headers: { ...unsafeHeaders(session), 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };
  const file = (spec: unknown, name = 'rutos-07.10.json') => ({ name, text: JSON.stringify(spec, null, 2) });

  it('stores a valid document, refuses a second one without overwrite, replaces it with overwrite', async () => {
    const created = await upload('end_user', { system_type: 'rutos', overwrite: '0', file: file(SPEC) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      data: {
        system_type: 'rutos',
        version: '07.10',
        name: 'RutOS 07.10 basics',
        file_name: 'rutos-07.10.json',
        sections: 1,
      },
      message: 'Document uploaded successfully',
    });
    const renamed = { ...SPEC, name: 'RutOS 07.10 all' };
    await expectUnchanged(server, async () => {
      const again = await upload('end_user', { system_type: 'rutos', overwrite: '0', file: file(renamed) });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0]).toMatchObject({ code: 'CONFLICT', source: 'overwrite' });
    });
    const replaced = await upload('end_user', { system_type: 'rutos', overwrite: '1', file: file(renamed) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.id).toBe(created.json().data.id);
    const rows = await server.db.select().from(multiconfigSpecifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.document).toEqual(renamed);
  });

  it('names every invalid field, and points at the line of a JSON or schema error', async () => {
    await expectUnchanged(server, async () => {
      expectFieldErrors(
        await upload('end_user', { system_type: 'openwrt', file: { name: 'a.txt', text: '{}' } }),
        ['system_type', 'file'],
      );
      expectFieldErrors(await upload('end_user', {}), ['system_type', 'file']);

      const broken = await upload('end_user', {
        system_type: 'tswos',
        file: { name: 'x.json', text: '{\n  "name": "a",\n  "version" "07.10"\n}' },
      });
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'file.3' });
      expect(broken.json().errors[0].message).toMatch(/^The file is not valid JSON: /);

      const bad = structuredClone(SPEC);
      (bad.sections[0]?.fields[1] as { type: string }).type = 'slider';
      const wrong = await upload('end_user', { system_type: 'tswos', file: file({ ...bad, version: '7' }) });
      expect(wrong.statusCode).toBe(422);
      const errors = wrong.json().errors as { source: string; message: string }[];
      expect(errors.map((error) => error.source)).toEqual([
        'file.3.version',
        'file.18.sections.0.fields.1.type',
      ]);
      expect(errors[0]?.message).toBe('version must be a firmware version such as 07.10');
    });
  });

  it('needs create_multi_configuration, multipart, and at most 80 MB', async () => {
    await expectUnchanged(server, async () => {
      expect(errorCode(await upload('read_only', { system_type: 'rutos', file: file(SPEC) }))).toBe(
        'FORBIDDEN',
      );
      const json = await send('end_user', 'POST', '/api/devices/configurator/specifications', {
        system_type: 'rutos',
      });
      expect(json.statusCode).toBe(415);
      const huge = await upload('end_user', {
        system_type: 'rutos',
        file: { name: 'huge.json', text: ' '.repeat(83_886_081) },
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().errors[0]).toMatchObject({ source: 'file', message: 'Maximum file size is 80MB' });
    });
  });
});
