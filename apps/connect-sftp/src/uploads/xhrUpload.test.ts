import { ApiError } from '@netfleet/api-client';
import { describe, expect, it } from 'vitest';
import { xhrUpload } from './xhrUpload.js';

/** Just enough of XMLHttpRequest to see what is sent and to answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const options = {
  XhrImpl: FakeXhr as unknown as typeof XMLHttpRequest,
  cookies: () => 'RMS-XSRF-TOKEN=tok%3D1',
};

describe('xhrUpload', () => {
  it('posts the file as multipart field `file` with the API headers, reporting progress', async () => {
    const seen: number[] = [];
    const file = new File(['hello'], 'a b.txt');
    const done = xhrUpload(7, '/tmp/x y', file, { ...options, onProgress: (p) => seen.push(p.loaded) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/remote/sessions/7/sftp/upload?path=%2Ftmp%2Fx+y');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': 'tok=1' });
    expect((xhr.body?.get('file') as File | undefined)?.name).toBe('a b.txt');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 10 } as ProgressEvent);
    xhr.answer(200, { data: { uploaded: ['a b.txt'] } });
    await expect(done).resolves.toEqual(['a b.txt']);
    expect(seen).toEqual([3]);
  });

  it('rejects with the server’s message and status', async () => {
    const done = xhrUpload(7, '/', new File(['x'], 'n'), options);
    FakeXhr.last.answer(422, {
      errors: [
        { code: 'VALIDATION_FAILED', message: 'File name contains forbidden symbols', source: 'file' },
      ],
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'File name contains forbidden symbols' });
  });

  it('stops when its signal aborts, and never starts with an aborted one', async () => {
    const controller = new AbortController();
    const done = xhrUpload(7, '/', new File(['x'], 'n'), { ...options, signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    const before = FakeXhr.last;
    await expect(
      xhrUpload(7, '/', new File(['x'], 'n'), { ...options, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBe(before);
  });
});
