import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError.js';
import { actionOfMethod, resultMessage } from './resultMessage.js';

describe('actionOfMethod', () => {
  it.each([
    ['PUT', 'update'],
    ['delete', 'remove'],
    ['post', 'create'],
    ['get', 'get'],
    [undefined, 'get'],
  ])('%s → %s', (method, action) => {
    expect(actionOfMethod(method)).toBe(action);
  });
});

describe('resultMessage', () => {
  it('says what was done on success', () => {
    expect(resultMessage({ method: 'post', item: 'Tag', ok: true })).toBe('Tag created successfully');
    expect(resultMessage({ method: 'put', item: 'Company', ok: true })).toBe('Company updated successfully');
    expect(resultMessage({ method: 'delete', item: 'User', ok: true })).toBe('User removed successfully');
  });

  it('prefers the server message, then the fallback, then the status', () => {
    const base = { method: 'post', item: 'Tag', ok: false, status: 500, statusText: 'Internal Server Error' };
    expect(resultMessage({ ...base, serverMessage: 'Name taken', fallback: 'x' })).toBe('Name taken');
    expect(resultMessage({ ...base, fallback: 'Could not save' })).toBe('Could not save');
    expect(resultMessage(base)).toBe('Failed to create tag (Internal Server Error)');
    expect(resultMessage({ ...base, statusText: '' })).toBe('Failed to create tag (500)');
  });

  it('says Server error without a request config, and a dash for unknowns', () => {
    expect(resultMessage({ item: 'Tag', ok: false })).toBe('Server error');
    expect(resultMessage({ method: 'put', item: '', ok: false })).toBe('Failed to update - (-)');
  });

  it('reads the server message, status and status text of an ApiError', () => {
    const base = { method: 'post', item: 'Tag', ok: false } as const;
    const plain = new ApiError('Failed', 500, [], { statusText: 'Internal Server Error' });
    expect(resultMessage({ ...base, error: plain })).toBe('Failed to create tag (Internal Server Error)');
    expect(resultMessage({ ...base, error: new ApiError('Failed', 502) })).toBe('Failed to create tag (502)');
    const told = new ApiError('Name taken', 422, [], {
      serverMessage: true,
      statusText: 'Unprocessable Entity',
    });
    expect(resultMessage({ ...base, error: told })).toBe('Name taken');
    expect(resultMessage({ ...base, error: plain, fallback: 'Could not save' })).toBe('Could not save');
  });
});
