import { isApiError } from '@netfleet/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeApi, errors } from '../../test/fakeApi.js';
import { createApiSender } from './createApiSender.js';

describe('createApiSender', () => {
  it('resolves every status with the parsed body and its meta', async () => {
    const api = createFakeApi();
    api.on('POST /tags', {
      status: 403,
      body: {
        ...errors({ code: 'MFA_REQUIRED', message: 'MFA' }),
        meta: { mfa_type: 'email', session_id: 3 },
      },
    });
    const send = createApiSender(api.client);
    const response = await send({ method: 'post', url: '/tags', data: { name: 'a' }, upload: false });
    expect(response).toEqual({
      status: 403,
      statusText: '',
      body: {
        ...errors({ code: 'MFA_REQUIRED', message: 'MFA' }),
        meta: { mfa_type: 'email', session_id: 3 },
      },
      meta: { mfa_type: 'email', session_id: 3 },
    });
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/tags', body: { name: 'a' } });
    expect(api.requests[0]?.contentType).toMatch(/application\/json/);
  });

  it('reads a body that is not JSON as none', async () => {
    const api = createFakeApi();
    const send = createApiSender({
      http: api.client.http.extend({
        fetch: async () =>
          new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      }),
    });
    await expect(send({ method: 'post', url: '/x', data: {}, upload: false })).resolves.toEqual({
      status: 502,
      statusText: 'Bad Gateway',
      body: undefined,
      meta: {},
    });
  });

  it('sends get data as the query and a delete without data with no body', async () => {
    const api = createFakeApi();
    const send = createApiSender(api.client);
    await send({
      method: 'get',
      url: '/devices',
      data: { q: 'rut', fields: ['id', 'name'], empty: '' },
      upload: false,
    });
    await send({ method: 'delete', url: '/suppressed-emails/a%40b.io', data: {}, upload: false });
    await send({ method: 'delete', url: '/admin/users', data: { email: 'a@b.io' }, upload: false });
    const [get, bare, withBody] = api.requests;
    expect(get?.query.toString()).toBe('q=rut&fields=id%2Cname');
    expect(bare).toMatchObject({ method: 'DELETE', path: '/suppressed-emails/a%40b.io', body: undefined });
    expect(withBody).toMatchObject({ method: 'DELETE', path: '/admin/users', body: { email: 'a@b.io' } });
  });

  it('uses baseURL instead of the API base for one request', async () => {
    const api = createFakeApi();
    const send = createApiSender(api.client);
    await send({
      method: 'post',
      url: '/mfa',
      baseURL: 'http://console.test/account',
      data: {},
      upload: false,
    });
    expect(api.requests[0]?.path).toBe('/account/mfa');
  });

  it('uploads multipart form data with indexed arrays and booleans as 1/0', async () => {
    const api = createFakeApi();
    api.on('POST /files', { status: 201, body: { message: 'Uploaded' } });
    const send = createApiSender(api.client);
    const file = new File(['{}'], 'spec.json', { type: 'application/json' });
    const response = await send({
      method: 'post',
      url: '/files',
      data: { file, tags: [3, 4], overwrite: true },
      upload: true,
    });
    expect(response.status).toBe(201);
    const [request] = api.requests;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body as Record<string, unknown>;
    // jsdom's File crosses into Node's multipart encoder as a plain Blob: its name reads
    // "blob" here (browsers keep it), so the content is what this checks.
    expect({ ...body, file: await (body.file as Blob).text() }).toEqual({
      file: '{}',
      'tags[0]': '3',
      'tags[1]': '4',
      overwrite: '1',
    });
  });

  it('throws only when no response came', async () => {
    const api = createFakeApi();
    const send = createApiSender({
      http: api.client.http.extend({
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      }),
    });
    const error = await send({ method: 'post', url: '/x', data: {}, upload: false }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.message, error.status]).toEqual([
      'Failed to send request. Try again later',
      0,
    ]);
  });

  it('reads a timeout as a 408 "Request timed out. Try again later"', async () => {
    const api = createFakeApi();
    const send = createApiSender({
      http: api.client.http.extend({
        timeout: 5,
        fetch: (input, init) =>
          new Promise((_, reject) => {
            const signal = input instanceof Request ? input.signal : init?.signal;
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
      }),
    });
    await expect(send({ method: 'post', url: '/x', data: {}, upload: false })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Request timed out. Try again later',
      status: 408,
    });
  });
});
