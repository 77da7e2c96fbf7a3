import { ApiError } from '@netfleet/api-client/errors';
import { describe, expect, it } from 'vitest';
import { FAILED_TO_SEND_MESSAGE } from '../errors/messages.js';
import { readSubmitError } from './submitFailure.js';

const general = (message: string) => [{ code: 'REQUEST_FAILED', message, source: null }];
const response = (body: unknown, status = 500, statusText = '') => ({
  response: { status, statusText, body },
});

describe('readSubmitError', () => {
  it('shows the fallback for a body that is not an object, or the caller text', () => {
    expect(FAILED_TO_SEND_MESSAGE).toBe('Failed to send request. Try again later');
    for (const body of [undefined, null, '<html>502</html>', 42, ['x']]) {
      expect(readSubmitError(response(body, 502, 'Bad Gateway')).items).toEqual(
        general(FAILED_TO_SEND_MESSAGE),
      );
    }
    expect(readSubmitError(response('x'), 'Offline').items).toEqual(general('Offline'));
  });

  it('gives the server items, with the failed call as an ApiError', () => {
    const errors = [
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other' },
    ];
    const { error, items } = readSubmitError(response({ errors }, 422, 'Unprocessable Entity'));
    expect(items).toEqual([
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other', source: null },
    ]);
    expect(error).toMatchObject({
      message: 'Taken',
      status: 422,
      statusText: 'Unprocessable Entity',
      serverMessage: true,
    });
  });

  it('attaches a single non-array error with a source to its field (spec forms §8)', () => {
    expect(
      readSubmitError(response({ errors: { code: 'V', message: 'Bad', source: 'email' } })).items,
    ).toEqual([{ code: 'V', message: 'Bad', source: 'email' }]);
    expect(readSubmitError(response({ message: 'Bad', source: 'email' })).items).toEqual([
      { code: 'REQUEST_FAILED', message: 'Bad', source: 'email' },
    ]);
  });

  it('falls back to the status text, then the caller text, then "Failed to send request"', () => {
    expect(readSubmitError(response({}, 500, 'Internal Server Error')).items).toEqual(
      general('Internal Server Error'),
    );
    expect(readSubmitError(response({ errors: [] }, 500, ''), 'Failed').items).toEqual(general('Failed'));
    const { error, items } = readSubmitError(response({ errors: { code: 'C' } }, 500, ''));
    expect(items).toEqual(general(FAILED_TO_SEND_MESSAGE));
    expect(error).toMatchObject({ status: 500, serverMessage: false });
  });

  it('reads what a send threw: its message, else the fallback', () => {
    const offline = new ApiError('Failed to send request. Try again later', 0);
    expect(readSubmitError({ thrown: offline })).toEqual({ error: offline, items: general(offline.message) });
    expect(readSubmitError({ thrown: new Error('Network down') }).items).toEqual(general('Network down'));
    expect(readSubmitError({ thrown: new Error('') }, 'Failed to connect to server.').items).toEqual(
      general('Failed to connect to server.'),
    );
    const thrown = readSubmitError({ thrown: 'plain' });
    expect(thrown.error).toMatchObject({
      name: 'ApiError',
      status: 0,
      message: FAILED_TO_SEND_MESSAGE,
      cause: 'plain',
    });
  });
});
