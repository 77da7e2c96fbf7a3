import ky, { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { createTestClient, json } from '../../test/support/createTestClient.js';
import { ApiError, isApiError, isSessionEndedError, SessionEndedError } from './ApiError.js';
import { errorItemsOf, readErrorItems } from './errorItemsOf.js';
import { errorMessageOf } from './errorMessageOf.js';
import { REQUEST_FAILED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from './errorTexts.js';
import { apiErrorFromResponse, toApiError } from './toApiError.js';

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('errorItemsOf', () => {
  it('reads the spec error array and gives every item a source', () => {
    const errors = [
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other' },
    ];
    expect(errorItemsOf({ errors })).toEqual([
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other', source: null },
    ]);
  });

  it('keeps lenient items and drops those without a message', () => {
    expect(errorItemsOf({ errors: ['Plain', { message: 'm', source: 'a' }, { code: 'C' }, 3] })).toEqual([
      { code: 'REQUEST_FAILED', message: 'Plain', source: null },
      { code: 'REQUEST_FAILED', message: 'm', source: 'a' },
    ]);
  });

  it('reads a single non-array error, or a body that is itself one error', () => {
    expect(errorItemsOf({ errors: { code: 'V', message: 'Bad', source: 'email' } })).toEqual([
      { code: 'V', message: 'Bad', source: 'email' },
    ]);
    expect(errorItemsOf({ message: 'Bad', source: 'email' })).toEqual([
      { code: 'REQUEST_FAILED', message: 'Bad', source: 'email' },
    ]);
    expect(errorItemsOf({ errors: 'Nope' })).toEqual([
      { code: 'REQUEST_FAILED', message: 'Nope', source: null },
    ]);
  });

  it('finds nothing in a body that is not an object or holds no message', () => {
    for (const body of [
      undefined,
      null,
      '<html>502</html>',
      42,
      ['x'],
      {},
      { errors: [] },
      { errors: { code: 'C' } },
    ]) {
      expect(errorItemsOf(body)).toEqual([]);
    }
  });

  it('reads a Response without spending its body', async () => {
    const response = json({ errors: [{ code: 'MAINTENANCE', message: 'Later' }] }, 503);
    expect((await readErrorItems(response))[0]?.code).toBe('MAINTENANCE');
    expect(await response.json()).toMatchObject({ errors: [{ code: 'MAINTENANCE' }] });
    expect(await readErrorItems(new Response('<html>', { status: 502 }))).toEqual([]);
  });
});

describe('apiErrorFromResponse', () => {
  it('takes the server message, status and status text', () => {
    const error = apiErrorFromResponse(
      {
        status: 422,
        statusText: 'Unprocessable Entity',
        body: { errors: [{ code: 'V', message: 'Taken', source: 'name' }] },
      },
      'Failed to create tag',
    );
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Taken',
      status: 422,
      statusText: 'Unprocessable Entity',
      serverMessage: true,
      code: 'V',
    });
  });

  it('falls back to the caller text, else the spec text', () => {
    const error = apiErrorFromResponse(
      { status: 500, statusText: 'Internal Server Error', body: {} },
      'Nope',
    );
    expect([error.message, error.serverMessage, error.errors]).toEqual(['Nope', false, []]);
    expect(apiErrorFromResponse({ status: 502, body: undefined }).message).toBe(REQUEST_FAILED_MESSAGE);
  });
});

describe('toApiError', () => {
  const request = new Request('http://console.test/api/tags');

  it('returns an ApiError as it is', () => {
    const error = new ApiError('x', 400);
    expect(toApiError(error, 'other')).toBe(error);
  });

  it('reads an HTTPError: status, status text, items, the server message', () => {
    const response = new Response(null, { status: 403, statusText: 'Forbidden' });
    const http = new HTTPError(response, request, {} as never);
    http.data = { errors: [{ code: 'FORBIDDEN', message: 'No tags for you' }] };
    expect(toApiError(http, 'Failed to get tags')).toMatchObject({
      message: 'No tags for you',
      status: 403,
      statusText: 'Forbidden',
      serverMessage: true,
      cause: http,
    });
    http.data = '<html>';
    expect(toApiError(http, 'Failed to get tags')).toMatchObject({
      message: 'Failed to get tags',
      serverMessage: false,
    });
  });

  it('makes a timeout a 408 and anything else a 0', () => {
    expect(toApiError(new TimeoutError(request), 'Failed', 'Too slow')).toMatchObject({
      message: 'Too slow',
      status: 408,
      statusText: 'Request Timeout',
    });
    expect(toApiError(new TimeoutError(request), 'Failed')).toMatchObject({ message: 'Failed', status: 408 });
    const offline = new TypeError('fetch failed');
    expect(toApiError(offline, 'Failed')).toMatchObject({ message: 'Failed', status: 0, cause: offline });
    expect(toApiError(offline).message).toBe(REQUEST_FAILED_MESSAGE);
  });
});

describe('the client rejects every failed call with an ApiError', () => {
  it('with the failure the call named in its context, and the status text', async () => {
    const { client } = createTestClient(() => json({ errors: [] }, 500, 'Internal Server Error'));
    const error = await thrownBy(client.http.get('tags', { context: { failure: 'Failed to get tags' } }));
    expect(isApiError(error) && [error.message, error.status, error.statusText, error.serverMessage]).toEqual(
      ['Failed to get tags', 500, 'Internal Server Error', false],
    );
  });

  it('with the spec texts when the call named none', async () => {
    const { client } = createTestClient(() => {
      throw new TypeError('fetch failed');
    });
    const error = await thrownBy(client.http.post('tags', { json: {} }));
    expect(isApiError(error) && [error.message, error.status]).toEqual([REQUEST_FAILED_MESSAGE, 0]);
  });

  it('on a timeout with status 408', async () => {
    const { client } = createTestClient(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const error = await thrownBy(client.http.get('tags', { timeout: 5 }));
    expect(isApiError(error) && [error.message, error.status]).toEqual([REQUEST_TIMEOUT_MESSAGE, 408]);
  });

  it('with the server message when it sent one', async () => {
    const { client } = createTestClient(() => json({ errors: [{ code: 'FORBIDDEN', message: 'No' }] }, 403));
    const error = await thrownBy(client.http.get('tags', { context: { failure: 'Failed to get tags' } }));
    expect(error).toMatchObject({ name: 'ApiError', message: 'No', serverMessage: true, code: 'FORBIDDEN' });
  });

  it('but a bare ky instance is left alone', async () => {
    const http = ky.create({
      prefix: 'http://console.test/api',
      retry: 0,
      fetch: (async () => json({}, 500)) as typeof fetch,
    });
    expect(isApiError(await thrownBy(http.get('tags')))).toBe(false);
  });
});

describe('guards and messages', () => {
  it('tell the errors apart', () => {
    expect(isApiError(new ApiError('x', 500))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isSessionEndedError(new SessionEndedError('/auth/sign-in'))).toBe(true);
    expect(isSessionEndedError(new ApiError('x', 401))).toBe(false);
  });

  it('errorMessageOf shows the server message only', () => {
    const fallback = 'Failed to get notifications.';
    expect(errorMessageOf(new ApiError('Quota', 429, [], { serverMessage: true }), fallback)).toBe('Quota');
    expect(errorMessageOf(new ApiError('Failed to load', 500), fallback)).toBe(fallback);
    expect(errorMessageOf(new Error('boom'), fallback)).toBe(fallback);
  });
});
