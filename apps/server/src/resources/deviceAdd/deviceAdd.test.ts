import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldErrors, expectUnchanged } from '../../../test/support/forms.js';
import { apiSend, errorCode, type TestSession, unsafeHeaders } from '../../../test/support/signIn.js';
import { signInEveryRole } from '../../../test/support/signInEveryRole.js';
import { ORIGIN, startTestServer } from '../../../test/support/testServer.js';
import { devices, deviceTags, tags } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { hashIngestToken } from '../../seed/demoIngestToken.js';

let server: NetfleetServer;
let company: Record<string, number> = {};
let as: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ company, as } = await signInEveryRole(server));
});
afterAll(() => server?.close());

const send = (role: string, body?: unknown) =>
  apiSend(server.app, 'POST', '/api/devices', as[role] as TestSession, body);

async function upload(
  role: string,
  file: { name: string; text: string; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.text], { type: file.type ?? 'text/csv' }), file.name);
  const encoded = new Response(form);
  const session = as[role] as TestSession;
  return server.app.inject({
    method: 'POST',
    url: '/api/devices/import',
    cookies: { nf_session: session.access },
    headers: { ...unsafeHeaders(session), 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function deviceBySerial(serial: string) {
  const [row] = await server.db.select().from(devices).where(eq(devices.serial, serial));
  return row;
}

describe('POST /api/devices', () => {
  it('adds a device with tags and answers its ingest token once (only the hash is kept)', async () => {
    const [tag] = await server.db
      .insert(tags)
      .values({
        companyId: company['Harbor Logistics'] as number,
        name: 'Cold chain',
        color: '#1e88e5',
        createdAt: new Date(),
      })
      .returning();
    const created = await send('admin', {
      serial: '9900000001',
      mac: '001e42aa0001',
      name: 'Reefer 1',
      company_id: company['Harbor Logistics'],
      tag_ids: [tag?.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { data } = created.json();
    expect(data).toMatchObject({
      serial: '9900000001',
      mac: '00:1E:42:AA:00:01',
      name: 'Reefer 1',
      company_name: 'Harbor Logistics',
      status: 3,
      tags: [{ id: tag?.id, name: 'Cold chain', color: '#1e88e5' }],
      ingest_token: expect.stringMatching(/^[\w-]{43}$/),
      // Where to point the device: this server's report URL; no MQTT broker runs here.
      ingest: { report_url: `${ORIGIN}/ingest/v1/report`, mqtt_url: null },
    });
    const row = await deviceBySerial('9900000001');
    expect(row?.ingestTokenHash).toBe(hashIngestToken(data.ingest_token));
    expect(await server.db.select().from(deviceTags).where(eq(deviceTags.deviceId, data.id))).toHaveLength(1);
    // Without a name, the serial names it.
    const unnamed = await send('admin', {
      serial: '9900000002',
      mac: '00:1E:42:AA:00:02',
      company_id: company['Harbor Logistics'],
    });
    expect(unnamed.json().data.name).toBe('9900000002');
  });

  it('refuses a registered serial: code 7 message with another MAC', async () => {
    const [existing] = await server.db.select().from(devices).limit(1);
    await expectUnchanged(server, async () => {
      const other = await send('super_admin', {
        serial: existing?.serial,
        mac: '00:1E:42:FF:FF:FF',
        company_id: company.Netfleet,
      });
      expectFieldErrors(other, ['serial']);
      expect(other.json().errors[0].message).toBe(
        'A device with identical serial but different MAC is already registered',
      );
      const same = await send('super_admin', {
        serial: existing?.serial,
        mac: existing?.mac,
        company_id: company.Netfleet,
      });
      expect(same.json().errors[0].message).toBe('A device with this serial is already registered');
    });
  });

  it('refuses bad fields, companies and tags outside the scope, and roles without create_devices', async () => {
    const [foreignTag] = await server.db
      .select()
      .from(tags)
      .where(eq(tags.companyId, company['Amber Energy'] as number))
      .limit(1);
    await expectUnchanged(server, async () => {
      expectFieldErrors(await send('admin', { serial: 'x', mac: 'nope', tag_ids: 'a' }), [
        'serial',
        'mac',
        'company_id',
        'tag_ids',
      ]);
      const foreign = await send('admin', {
        serial: '9900000003',
        mac: '00:1E:42:AA:00:03',
        company_id: company['Amber Energy'],
      });
      expect(foreign.statusCode).toBe(404);
      if (foreignTag) {
        const tagged = await send('admin', {
          serial: '9900000003',
          mac: '00:1E:42:AA:00:03',
          company_id: company['Harbor Logistics'],
          tag_ids: [foreignTag.id],
        });
        expectFieldErrors(tagged, ['tag_ids']);
      }
      // A tag of the scope, but of a sibling company: not the device's.
      const [siblingTag] = await server.db
        .insert(tags)
        .values({
          companyId: company['Greenfield Farms'] as number,
          name: 'Sibling',
          color: '#546e7a',
          createdAt: new Date(),
        })
        .returning();
      const sibling = await send('admin', {
        serial: '9900000003',
        mac: '00:1E:42:AA:00:03',
        company_id: company['Harbor Logistics'],
        tag_ids: [siblingTag?.id],
      });
      expect(sibling.json().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: "No tag Sibling for this device's company.",
          source: 'tag_ids',
        },
      ]);
      await server.db.delete(tags).where(eq(tags.id, siblingTag?.id as number));
      for (const role of ['end_user', 'read_only', 'readonly_admin']) {
        const refused = await send(role, { serial: '9900000003', mac: '00:1E:42:AA:00:03', company_id: 1 });
        expect(refused.statusCode).toBe(403);
        expect(errorCode(refused)).toBe('FORBIDDEN');
      }
    });
  });
});

describe('POST /api/devices/import', () => {
  it('adds the sample file the console offers', async () => {
    const sample = readFileSync(
      fileURLToPath(new URL('../../../../console/public/samples/devices-sample.csv', import.meta.url)),
      'utf8',
    );
    const imported = await upload(
      'admin',
      { name: 'devices-sample.csv', text: sample },
      { company_id: String(company['Metro Transit']) },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.added).toBe(3);
    expect((await deviceBySerial('1100000102'))?.companyId).toBe(company['Metro Transit']);
  });

  it('adds the good lines and names each bad one by line and column', async () => {
    const [tag] = await server.db
      .insert(tags)
      .values({
        companyId: company['Greenfield Farms'] as number,
        name: 'Irrigation',
        color: '#546e7a',
        createdAt: new Date(),
      })
      .returning();
    const text = [
      '\uFEFFSerial,MAC,Name,Company_ID,Tags',
      `9910000001,00:1E:42:BB:00:01,Pump 1,${company['Greenfield Farms']},irrigation`,
      '9910000002,00:1E:42:BB:00:0Z,Pump 2,,',
      '',
      `"9910000003",001E42BB0003,"Pump, north",${company['Amber Energy']},`,
      `9910000004,00:1E:42:BB:00:04,Pump 4,,${tag?.id}`,
      '9910000001,00:1E:42:BB:00:05,Pump 1 again,,',
      '9910000006,00:1E:42:BB:00:06,Pump 6,,nosuchtag',
      // Greenfield's tag by its id, on a device of Harbor (a sibling company): not the device's.
      `9910000009,00:1E:42:BB:00:09,Pump 9,${company['Harbor Logistics']},${tag?.id}`,
    ].join('\r\n');
    const imported = await upload(
      'admin',
      { name: 'pumps.csv', text },
      { company_id: String(company['Greenfield Farms']) },
    );
    expect(imported.statusCode, imported.body).toBe(422);
    const body = imported.json();
    expect(body.errors).toEqual([
      {
        code: 'VALIDATION_FAILED',
        message: 'MAC must be six hex pairs, such as 00:1E:42:AB:CD:EF',
        source: 'file.3.mac',
      },
      {
        code: 'VALIDATION_FAILED',
        message: `No company ${company['Amber Energy']} in your companies.`,
        source: 'file.5.company_id',
      },
      { code: 'VALIDATION_FAILED', message: 'The serial is on line 2 already', source: 'file.7.serial' },
      {
        code: 'VALIDATION_FAILED',
        message: "No tag nosuchtag in the device's company",
        source: 'file.8.tags',
      },
      {
        code: 'VALIDATION_FAILED',
        message: `No tag ${tag?.id} in the device's company`,
        source: 'file.9.tags',
      },
      { code: 'VALIDATION_FAILED', message: '2 devices were added; 5 errors in the file.', source: null },
    ]);
    expect(body.meta.added).toBe(2);
    expect(body.meta.devices.map((device: { serial: string }) => device.serial)).toEqual([
      '9910000001',
      '9910000004',
    ]);
    const added = await server.db
      .select()
      .from(devices)
      .where(inArray(devices.serial, ['9910000001', '9910000004']));
    expect(added.map((row) => row.companyId)).toEqual([
      company['Greenfield Farms'],
      company['Greenfield Farms'],
    ]);
    const linked = await server.db
      .select()
      .from(deviceTags)
      .where(
        inArray(
          deviceTags.deviceId,
          added.map((row) => row.id),
        ),
      );
    expect(linked.map((row) => row.tagId)).toEqual([tag?.id, tag?.id]);
    expect(await deviceBySerial('9910000002')).toBeUndefined();
    expect(await deviceBySerial('9910000003')).toBeUndefined();
  });

  it("names a NUL character and a company id beyond the database's as bad lines", async () => {
    const text = [
      'serial,mac,name,company_id',
      '9920000001,00:1E:42:CC:00:01,a\u0000b,',
      '9920000002,00:1E:42:CC:00:02,Pump,2147483648',
      '9920000003,00:1E:42:CC:00:03,Pump,9999999999',
    ].join('\n');
    await expectUnchanged(server, async () => {
      const imported = await upload('admin', { name: 'nul.csv', text });
      expect(imported.statusCode, imported.body).toBe(422);
      expect(imported.json().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'name must not contain a NUL character (U+0000).',
          source: 'file.2.name',
        },
        { code: 'VALIDATION_FAILED', message: 'Company must be a company id', source: 'file.3.company_id' },
        { code: 'VALIDATION_FAILED', message: 'Company must be a company id', source: 'file.4.company_id' },
        { code: 'VALIDATION_FAILED', message: expect.stringContaining('3 errors'), source: null },
      ]);
    });
  });

  it('adds a long file a slice at a time, and takes every slice back when one fails', async () => {
    const lines = Array.from({ length: 1200 }, (_, index) => {
      const n = String(index).padStart(4, '0');
      return `993000${n},00:1E:42:DD:${n.slice(0, 2)}:${n.slice(2)},Sensor ${n},`;
    });
    const text = ['serial,mac,name,company_id', ...lines].join('\n');
    // The database refuses the 1,100th device: five slices of 200 are in by then.
    await server.db.execute(sql`
      create function refuse_device_1099() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await server.db.execute(sql`
      create trigger refuse_device_1099 before insert on devices
      for each row when (new.serial = '9930001099') execute function refuse_device_1099()`);
    try {
      await expectUnchanged(server, async () => {
        const failed = await upload('admin', { name: 'sensors.csv', text });
        expect(failed.statusCode).toBe(500);
      });
    } finally {
      await server.db.execute(sql`drop trigger refuse_device_1099 on devices`);
      await server.db.execute(sql`drop function refuse_device_1099()`);
    }
    const imported = await upload('admin', { name: 'sensors.csv', text });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.added).toBe(1200);
    expect((await deviceBySerial('9930001199'))?.name).toBe('Sensor 1199');
  });

  it('refuses what is not a CSV, wrong columns, bad CSV and missing files, changing nothing', async () => {
    await expectUnchanged(server, async () => {
      const json = await upload('admin', { name: 'devices.json', text: '{}', type: 'application/json' });
      expectFieldErrors(json, ['file']);
      expect(json.json().errors[0].message).toBe('Not a CSV file selected');
      const columns = await upload('admin', { name: 'd.csv', text: 'serial,imei\n1,2\n' });
      expect(columns.json().errors[0]).toMatchObject({ source: 'file.1' });
      const broken = await upload('admin', { name: 'd.csv', text: 'serial,mac\n"1100,00:1E:42:BB:00:01\n' });
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors[0].message).toMatch(/^The file is not valid CSV/);
      expectFieldErrors(await upload('admin', null), ['file']);
      const empty = await upload('admin', { name: 'd.csv', text: 'serial,mac\n' });
      expect(empty.json().errors[0].message).toBe('The file holds no devices');
      expectFieldErrors(await upload('admin', { name: 'd.csv', text: 'serial,mac\n' }, { company_id: 'x' }), [
        'company_id',
      ]);
      const refused = await upload('read_only', { name: 'd.csv', text: 'serial,mac\n' });
      expect(refused.statusCode).toBe(403);
      const huge = await upload('admin', { name: 'huge.csv', text: `serial,mac\n${'1'.repeat(83_886_081)}` });
      expect(huge.statusCode, huge.body).toBe(413);
      expect(huge.json().errors[0]).toMatchObject({
        source: 'file',
        message: 'File size must be lower than 80MB',
      });
      const notMultipart = await apiSend(
        server.app,
        'POST',
        '/api/devices/import',
        as.admin as TestSession,
        {},
      );
      expect(notMultipart.statusCode).toBe(415);
    });
  });

  it('answers a multipart body it cannot read with a 400, adding nothing', async () => {
    const session = as.admin as TestSession;
    const post = (contentType: string, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/devices/import',
        cookies: { nf_session: session.access },
        headers: { ...unsafeHeaders(session), 'content-type': contentType },
        payload,
      });
    const part =
      '--cut\r\nContent-Disposition: form-data; name="file"; filename="d.csv"\r\nContent-Type: text/csv\r\n\r\n';
    await expectUnchanged(server, async () => {
      // Cut off in the file's bytes, and before the first part began, as a dropped upload leaves them.
      for (const payload of [`${part}serial,mac\n1100999001,00:1E:42:BB:09:01\n`, '--cut\r\n']) {
        const response = await post('multipart/form-data; boundary=cut', payload);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().errors[0]).toMatchObject({
          source: 'body',
          message: 'The upload ended before its last part arrived. Send the file again.',
        });
      }
      const unbounded = await post('multipart/form-data', `${part}serial,mac\n\r\n--cut--`);
      expect(unbounded.statusCode, unbounded.body).toBe(400);
      expect(unbounded.json().errors[0]).toMatchObject({
        source: 'Content-Type',
        message: 'A multipart upload must name its boundary in its Content-Type.',
      });
    });
  });
});
