import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import { isApiError, isSessionEndedError } from '../errors/ApiError.js';
import { requestJson } from './requestJson.js';

const Schema = v.object({ data: v.array(v.object({ id: v.number() })) });

describe('requestJson', () => {
  it('sends the query the spec way and resolves with the parsed body', async () => {
    const { client, requests } = createTestClient(() => json({ data: [{ id: 1, extra: 'x' }] }));
    const body = await requestJson(client, {
      path: '/tags',
      query: { q: '', fields: ['id', 'name'], limit: 10, none: undefined },
      schema: Schema,
      failure: 'Failed to get tags',
    });
    // valibot's object drops keys the contract does not name.
    expect(body).toEqual({ data: [{ id: 1 }] });
    expect(requests.map(describeRequest)).toEqual(['GET /api/tags?fields=id%2Cname&limit=10']);
  });

  it('sends JSON with the method, and reads no body without a schema', async () => {
    const { client, requests } = createTestClient(() => new Response('not json'));
    await expect(
      requestJson(client, {
        method: 'put',
        path: 'notifications',
        json: { id: [1] },
        schema: undefined,
        failure: 'x',
      }),
    ).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('PUT');
    expect(await requests[0]?.json()).toEqual({ id: [1] });
  });

  it('rejects a body that breaks the contract with an ApiError carrying the issue', async () => {
    const { client } = createTestClient(() => json({ data: [{ id: '1' }] }));
    const error = await requestJson(client, {
      path: 'tags',
      schema: Schema,
      failure: 'Failed to get tags',
    }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.message, error.status, error.serverMessage]).toEqual([
      'Failed to get tags',
      200,
      false,
    ]);
    expect((error as Error).cause).toBeInstanceOf(v.ValiError);
    const notJson = createTestClient(() => new Response('<html>', { status: 200 }));
    await expect(
      requestJson(notJson.client, { path: 'tags', schema: Schema, failure: 'F' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      message: 'F',
    });
  });

  it('rejects an HTTP failure with the failure text, the timeout text on a timeout', async () => {
    const { client } = createTestClient(() => json({ errors: [] }, 500, 'Internal Server Error'));
    await expect(
      requestJson(client, { path: 'tags', schema: Schema, failure: 'Failed to get tags' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to get tags',
      status: 500,
      statusText: 'Internal Server Error',
    });
    const slow = createTestClient(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    await expect(
      requestJson(slow.client, {
        path: 'tags',
        schema: Schema,
        failure: 'F',
        timeoutFailure: 'Too slow',
        timeout: 5,
      }),
    ).rejects.toMatchObject({ message: 'Too slow', status: 408 });
  });

  it('keeps a skipCancel GET alive when the same URL is asked again', async () => {
    const { client } = createTestClient(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(json({ data: [] })), 10)),
    );
    const request = { path: 'notices', schema: Schema, failure: 'F', skipCancel: true } as const;
    const both = await Promise.all([requestJson(client, request), requestJson(client, request)]);
    expect(both).toEqual([{ data: [] }, { data: [] }]);
  });

  it('lets a SessionEndedError through', async () => {
    const { client } = createTestClient((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/token/revoke')) return json({ location: '/auth/sign-in' });
      return json({ errors: [] }, 401);
    });
    const error = await requestJson(client, { path: 'tags', schema: Schema, failure: 'F' }).catch(
      (e: unknown) => e,
    );
    expect(isSessionEndedError(error)).toBe(true);
  });
});
