import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClientLocation, createApiClient } from '../createApiClient.js';
import { ApiError } from '../errors/ApiError.js';
import { uploadSftpFile } from '../resources/sftp.js';
import { upload } from './transfer.js';

// `upload()` with `onProgress` sends by XMLHttpRequest (fetch's streamed body fails over
// HTTP/1.1 in Chromium): these tests put a fake XHR in place of the browser's, behind a real
// API client, so what is checked is what a page sends — the client's URL, headers and errors.

/** Just enough of XMLHttpRequest to see what is sent and to answer it. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = 'content-type: application/json\r\nx-answer: yes\r\n';
    this.onload?.();
  }
}

/** The next XHR a call opened and sent (ky's hooks run first, asynchronously). */
let taken = 0;
async function sent(): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.all[taken]?.body).toBeTruthy());
  return FakeXhr.all[taken++] as FakeXhr;
}

const location: ClientLocation = {
  href: 'http://console.test/rms-connect/sftp?id=3',
  host: 'console.test',
  pathname: '/rms-connect/sftp',
  search: '?id=3',
  assign: vi.fn(),
};

function apiClient() {
  const fetch = vi.fn(async () => new Response(null, { status: 599 }));
  const client = createApiClient({
    baseUrl: 'http://console.test/api',
    fetch,
    readCookies: () => 'RMS-XSRF-TOKEN=tok%3D1',
    storage: null,
    sessionStorage: null,
    location,
    locks: null,
  });
  return { client, fetch };
}

beforeEach(() => {
  FakeXhr.all = [];
  taken = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('upload with onProgress', () => {
  it('sends the form by XMLHttpRequest under the client’s base, with the API headers, reporting progress', async () => {
    const { client, fetch } = apiClient();
    const seen: number[] = [];
    const file = new File(['hello'], 'a b.txt');
    const done = uploadSftpFile(client, 7, '/tmp/x y', file, {
      onProgress: (progress) => seen.push(progress.percent),
    });
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://console.test/api/remote/sessions/7/sftp/upload?path=%2Ftmp%2Fx+y');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(xhr.headers['x-xsrf-token']).toBe('tok=1');
    // XHR writes the multipart Content-Type with its own boundary.
    expect(xhr.headers).not.toHaveProperty('content-type');
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('a b.txt');
    xhr.progress(3, 12);
    xhr.progress(12, 12);
    xhr.answer(200, { data: { uploaded: ['a b.txt'] } });
    await expect(done).resolves.toEqual(['a b.txt']);
    expect(seen).toEqual([0.25, 1]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects with the server’s message and status, as every call does', async () => {
    const { client } = apiClient();
    const done = uploadSftpFile(client, 7, '/', new File(['x'], 'bad:name'), { onProgress: () => {} });
    (await sent()).answer(422, {
      errors: [
        { code: 'VALIDATION_FAILED', message: 'File name contains forbidden symbols', source: 'file' },
      ],
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'File name contains forbidden symbols' });
  });

  it('parses the answer with the schema, and says the upload failed when no answer came', async () => {
    const { client } = apiClient();
    const schema = v.object({ ok: v.boolean() });
    const parsed = upload(client.http, 'files', { a: 1 }, { schema, onProgress: () => {} });
    (await sent()).answer(201, { ok: true, extra: 1 });
    await expect(parsed).resolves.toEqual({ ok: true });

    const lost = upload(client.http, 'files', { a: 1 }, { onProgress: () => {} });
    (await sent()).onerror?.();
    await expect(lost).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'Failed to upload file',
    });
  });

  it('stops the transfer when its signal aborts, and sends nothing with an aborted one', async () => {
    const { client } = apiClient();
    const controller = new AbortController();
    const done = upload(client.http, 'files', { a: 1 }, { signal: controller.signal, onProgress: () => {} });
    const xhr = await sent();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toBeInstanceOf(ApiError);

    const count = FakeXhr.all.length;
    await expect(
      upload(client.http, 'files', { a: 1 }, { signal: controller.signal, onProgress: () => {} }),
    ).rejects.toBeTruthy();
    expect(FakeXhr.all.length).toBe(count);
  });

  it('goes through fetch when nobody asks for progress', async () => {
    const { client, fetch } = apiClient();
    fetch.mockResolvedValueOnce(Response.json({ data: { uploaded: ['n'] } }));
    await expect(uploadSftpFile(client, 7, '/', new File(['x'], 'n'))).resolves.toEqual(['n']);
    expect(FakeXhr.all).toEqual([]);
  });
});
