import ky from 'ky';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bulkActionPayload, bulkDataPayload } from './bulkPayload.js';
import { clearPickLists, loadPickList } from './pickList.js';
import { toFormData } from './toFormData.js';
import { download, fileNameOf, upload } from './transfer.js';

function client(handler: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const http = ky.create({
    prefix: 'http://console.test/api',
    retry: 0,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.clone());
      return handler(request);
    }) as typeof fetch,
  });
  return { http, seen };
}

describe('toFormData', () => {
  it('uses indexed array notation, nested keys, 1/0 booleans, and keeps empty arrays', () => {
    const form = toFormData({
      tags: [3, 4],
      options: { overwrite: true, mode: 'rutos' },
      none: [],
      skip: null,
    });
    expect([...form.entries()]).toEqual([
      ['tags[0]', '3'],
      ['tags[1]', '4'],
      ['options[overwrite]', '1'],
      ['options[mode]', 'rutos'],
      ['none', ''],
    ]);
  });

  it('appends files with their names', () => {
    const form = toFormData({ file: new File(['{}'], 'config.json', { type: 'application/json' }) });
    expect((form.get('file') as File).name).toBe('config.json');
  });
});

describe('upload', () => {
  it('posts multipart form data and parses the answer with the schema', async () => {
    const { http, seen } = client(() => Response.json({ ok: true, extra: 1 }));
    const schema = v.object({ ok: v.boolean() });
    await expect(upload(http, 'files', { type: 100, tags: [1] }, { schema })).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await seen[0]?.formData();
    expect(form?.get('type')).toBe('100');
    expect(form?.get('tags[0]')).toBe('1');
  });

  it('reads no body without a schema, and refuses an answer that breaks it', async () => {
    const { http } = client(() => Response.json({ ok: 'yes' }));
    await expect(upload(http, 'files', {})).resolves.toBeUndefined();
    const error = await upload(http, 'files', {}, { schema: v.object({ ok: v.boolean() }) }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ApiError', message: 'Failed to upload file', status: 200 });
    expect((error as Error).cause).toBeInstanceOf(v.ValiError);
  });

  it('reports the server message on failure', async () => {
    const { http } = client(() =>
      Response.json({ errors: [{ code: 'X', message: 'Too big' }] }, { status: 413 }),
    );
    await expect(upload(http, 'files', {})).rejects.toMatchObject({ message: 'Too big', status: 413 });
  });
});

describe('download', () => {
  it('reads the file name from content-disposition', async () => {
    const { http } = client(
      () =>
        new Response('a,b', {
          headers: {
            'content-disposition': `attachment; filename="devices.csv"; filename*=UTF-8''d%C4%97vices.csv`,
          },
        }),
    );
    const file = await download(http, 'devices/export');
    expect(file.fileName).toBe('dėvices.csv');
    expect(await file.blob.text()).toBe('a,b');
  });

  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    [null, 'download'],
  ])('fileNameOf(%s) is %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('bulk payloads', () => {
  it('builds the action form and the data-list form', () => {
    expect(bulkActionPayload('reboot', [1, 2])).toEqual({ action: 'reboot', device_id: [1, 2] });
    expect(bulkDataPayload([1, 2], { tag_id: 7 })).toEqual({
      data: [
        { tag_id: 7, device_id: 1 },
        { tag_id: 7, device_id: 2 },
      ],
    });
  });
});

describe('loadPickList', () => {
  it('asks for 100 items with the given fields', async () => {
    const { http, seen } = client(() => Response.json({ data: [{ id: 1, name: 'Admins' }] }));
    await expect(loadPickList(http, '/roles', ['id', 'name'], { company_id: 4 })).resolves.toEqual([
      { id: 1, name: 'Admins' },
    ]);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/api/roles');
    expect(url.search).toBe('?limit=100&fields=id%2Cname&company_id=4');
  });

  it('keeps answers in the default request cache of its client (spec §9)', async () => {
    let answer = 0;
    const { http, seen } = client(() => {
      answer += 1;
      return Response.json({ data: [{ id: answer }] });
    });
    const first = await loadPickList(http, '/tags', ['id', 'name']);
    await expect(loadPickList(http, '/tags', ['id', 'name'])).resolves.toBe(first);
    expect(seen).toHaveLength(1);
    // Another query is another entry; another client has its own cache.
    await loadPickList(http, '/tags', ['id', 'name'], { company_id: 2 });
    expect(seen).toHaveLength(2);
    const other = client(() => Response.json({ data: [] }));
    await loadPickList(other.http, '/tags', ['id', 'name']);
    expect(other.seen).toHaveLength(1);
    clearPickLists(http);
    await expect(loadPickList(http, '/tags', ['id', 'name'])).resolves.toEqual([{ id: 3 }]);
    expect(seen).toHaveLength(3);
  });

  it('refuses an answer that is not a list of objects, and does not cache failures', async () => {
    let body: unknown = { data: [1, 2] };
    const { http, seen } = client(() => Response.json(body));
    await expect(loadPickList(http, '/files', ['id'])).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to load files',
    });
    body = { data: [{ id: 9 }] };
    await expect(loadPickList(http, '/files', ['id'])).resolves.toEqual([{ id: 9 }]);
    expect(seen).toHaveLength(2);
  });
});
