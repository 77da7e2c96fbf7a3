import { describe, expect, it } from 'vitest';
import { FAILED_TO_SEND_MESSAGE } from './messages.js';
import { readErrorBody } from './readErrorBody.js';

describe('readErrorBody', () => {
  it('shows the fallback for a body that is not an object, or the failure message', () => {
    for (const body of [undefined, null, '<html>502</html>', 42, ['x']]) {
      expect(readErrorBody({ body })).toEqual([
        { code: 'REQUEST_FAILED', message: 'Failed to send request. Try again later', source: null },
      ]);
    }
    expect(readErrorBody({ body: 'x', message: 'Offline' })[0]?.message).toBe('Offline');
    expect(FAILED_TO_SEND_MESSAGE).toBe('Failed to send request. Try again later');
  });

  it('reads the spec error array', () => {
    const errors = [
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other' },
    ];
    expect(readErrorBody({ body: { errors } })).toEqual([
      { code: 'VALIDATION_FAILED', message: 'Taken', source: 'name' },
      { code: 'X', message: 'Other', source: null },
    ]);
  });

  it('keeps lenient items and drops those without a message', () => {
    expect(
      readErrorBody({ body: { errors: ['Plain', { message: 'm', source: 'a' }, { code: 'C' }, 3] } }),
    ).toEqual([
      { code: 'REQUEST_FAILED', message: 'Plain', source: null },
      { code: 'REQUEST_FAILED', message: 'm', source: 'a' },
    ]);
  });

  it('attaches a single non-array error with a source to its field', () => {
    expect(readErrorBody({ body: { errors: { code: 'V', message: 'Bad', source: 'email' } } })).toEqual([
      { code: 'V', message: 'Bad', source: 'email' },
    ]);
    expect(readErrorBody({ body: { message: 'Bad', source: 'email' } })).toEqual([
      { code: 'REQUEST_FAILED', message: 'Bad', source: 'email' },
    ]);
  });

  it('shows a single error without a source, or a string of errors, as general', () => {
    expect(readErrorBody({ body: { errors: { message: 'Nope' } } })).toEqual([
      { code: 'REQUEST_FAILED', message: 'Nope', source: null },
    ]);
    expect(readErrorBody({ body: { errors: 'Nope' } })[0]?.message).toBe('Nope');
  });

  it('falls back to the status text, then the failure message, then the fallback', () => {
    expect(readErrorBody({ body: {}, status: 500, statusText: 'Internal Server Error' })[0]?.message).toBe(
      'Internal Server Error',
    );
    expect(readErrorBody({ body: { errors: [] }, message: 'Failed' })[0]?.message).toBe('Failed');
    expect(readErrorBody({ body: { errors: { code: 'C' } } })[0]?.message).toBe(FAILED_TO_SEND_MESSAGE);
  });
});
