import { DeviceExportQuerySchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer, TEST_DEVICE_COUNT } from '../../../test/support/testServer.js';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { devices } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { csvCell } from './csvCell.js';
import { deviceExportRows } from './deviceExportRows.js';

let server: NetfleetServer;
const sessions: Record<string, TestSession> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ['super_admin', 'end_user'])
    sessions[role] = await signIn(server.app, `${role}@netfleet.test`);
});
afterAll(() => server?.close());

const exportOf = (query: string, role = 'super_admin') =>
  apiGet(server.app, `/api/devices/export?${query}`, sessions[role]);

/** The cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

const list = async (query: string, role = 'super_admin') => {
  const response = await apiGet(server.app, `/api/devices?limit=1000&${query}`, sessions[role]);
  return (response.json() as { data: Record<string, unknown>[] }).data;
};

describe('GET /api/devices/export as CSV', () => {
  it('holds exactly the filtered rows, in the list order, with the chosen columns', async () => {
    const response = await exportOf('status=1&sort=-name&fields=serial,name,status,tags');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="devices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['serial', 'name', 'status', 'tags']);
    const expected = await list('status=1&sort=-name');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      expected.map((device) => [
        device.serial,
        device.name,
        '1',
        ((device.tags ?? []) as { name: string }[]).map((tag) => tag.name).join('; '),
      ]),
    );
  });

  it('exports every field by default, every device of the scope only', async () => {
    const [header, ...rows] = parseCsv((await exportOf('')).body);
    expect(header?.[0]).toBe('id');
    expect(header).toContain('last_seen_at');
    expect(rows.length).toBe(TEST_DEVICE_COUNT);
    const own = await list('', 'end_user');
    const [, ...ownRows] = parseCsv((await exportOf('fields=id', 'end_user')).body);
    expect(ownRows.map((row) => Number(row[0]))).toEqual(own.map((device) => device.id));
  });

  it('reads page by page, by cursor and by offset sorts, exactly the rows of one list', async () => {
    // The whole scope of a system operator: what companyScopeCondition reads of the context.
    const auth = { role: { scope: 'all' }, company: { id: 0, path: '/' } } as unknown as AuthContext;
    for (const sort of ['name', '-last_seen_at', 'company_name', '-company_name']) {
      const query = v.parse(DeviceExportQuerySchema, { sort, fields: 'id' });
      const pages: number[][] = [];
      for await (const rows of deviceExportRows(server.db, auth, query, 7))
        pages.push(rows.map((row) => row.id));
      expect(pages.length).toBe(Math.ceil(TEST_DEVICE_COUNT / 7));
      const expected = (await list(`sort=${sort}&fields=id`)).map((device) => device.id);
      expect(pages.flat()).toEqual(expected);
    }
    // The company's name (ids sorted first, then read by id), with a search and other fields.
    const query = v.parse(DeviceExportQuerySchema, {
      sort: '-company_name',
      q: 'RUT',
      fields: 'name,company_name',
    });
    const rows: unknown[] = [];
    for await (const page of deviceExportRows(server.db, auth, query, 7)) rows.push(...page);
    const expected = await list('sort=-company_name&q=RUT&fields=name,company_name');
    expect(expected.length).toBeGreaterThan(7);
    expect(rows.map((row) => (row as { name: string }).name)).toEqual(expected.map((device) => device.name));
  });

  it('escapes quotes, commas and line breaks, and defuses formulas', async () => {
    const [target] = await server.db.select().from(devices).limit(1);
    if (!target) throw new Error('no device');
    const name = '=HYPERLINK("http://x","a, b")\nnext';
    await server.db.update(devices).set({ name }).where(eq(devices.id, target.id));
    const response = await exportOf(`fields=id,name,signal&q=${target.serial}`);
    expect(response.body).toContain(csvCell(name));
    const [, row] = parseCsv(response.body);
    expect(row?.[1]).toBe(`'${name}`);
    expect(csvCell('@SUM(1)')).toBe("'@SUM(1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell(-71)).toBe('-71');
    expect(csvCell('plain')).toBe('plain');
    await server.db.update(devices).set({ name: target.name }).where(eq(devices.id, target.id));
  });

  it.each([
    ['format', 'format=pdf'],
    ['fields', 'fields=name,password'],
    ['status', 'status=7'],
  ])('refuses a bad %s with 422', async (source, query) => {
    const response = await exportOf(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source });
  });

  it('answers 401 without a session', async () => {
    expect((await apiGet(server.app, '/api/devices/export?format=csv')).statusCode).toBe(401);
  });
});

describe('GET /api/devices/export as XLSX', () => {
  it('is a workbook with the header and exactly the filtered rows, numbers as numbers', async () => {
    const response = await exportOf('format=xlsx&family=RUT&sort=id&fields=id,name,signal,esim');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(/filename="devices-.+\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Devices');
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const expected = await list('family=RUT&sort=id');
    expect(values[0]).toEqual(['id', 'name', 'signal', 'esim']);
    expect(values.slice(1)).toEqual(
      expected.map((device) =>
        [device.id, device.name, device.signal ?? undefined, device.esim].map((cell) => cell ?? undefined),
      ),
    );
  });
});
