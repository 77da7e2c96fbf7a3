import { ApiError, isApiError } from '@netfleet/api-client';
import { describe, expect, it } from 'vitest';
import { createTestConsole } from '../test/renderConsole.js';
import { statusAfterFailure } from './startConsole.js';

describe('statusAfterFailure', () => {
  it('mounts the notice of a global error code before anything else', () => {
    const error = new ApiError('No', 403);
    expect(statusAfterFailure(error, 'EMAIL_NOT_VERIFIED', true)).toEqual({
      kind: 'notice',
      notice: 'email-not-verified',
    });
    expect(statusAfterFailure(error, 'NOT_INVITED_EXTERNAL_USER', false)).toEqual({
      kind: 'notice',
      notice: 'not-invited',
    });
    expect(statusAfterFailure(error, 'MFA_MANDATORY', false)).toEqual({
      kind: 'notice',
      notice: 'mfa-mandatory',
    });
    expect(statusAfterFailure(error, 'MAINTENANCE', false)).toEqual({
      kind: 'notice',
      notice: 'maintenance',
    });
  });

  it('shows maintenance after the third failure, and re-throws the failed request before (it carries a stack)', () => {
    const error = new ApiError('Failed to get user data', 500);
    expect(error.stack).toBeTruthy();
    expect(statusAfterFailure(error, undefined, true)).toEqual({ kind: 'notice', notice: 'maintenance' });
    expect(() => statusAfterFailure(error, undefined, false)).toThrow(error);
  });

  it('shows maintenance for a failure without a stack and re-throws an error with one', () => {
    expect(statusAfterFailure({ status: 503 }, undefined, false)).toEqual({
      kind: 'notice',
      notice: 'maintenance',
    });
    const withoutStack = new Error('odd');
    withoutStack.stack = undefined;
    expect(statusAfterFailure(withoutStack, undefined, false)).toEqual({
      kind: 'notice',
      notice: 'maintenance',
    });
    const bug = new TypeError('x is undefined');
    expect(() => statusAfterFailure(bug, undefined, false)).toThrow(bug);
  });
});

describe('startConsole', () => {
  it('loads the user, then the per-user storage, then mounts', async () => {
    const { app, api, start } = createTestConsole({ storage: new Map([['prompt.applyConfig', 'true']]) });
    expect(app.status.getSnapshot().kind).toBe('starting');
    await expect(start()).resolves.toEqual({ kind: 'ready' });
    const paths = api.requests.map((request) => request.url.pathname);
    expect(paths.indexOf('/api/user')).toBeLessThan(paths.indexOf('/api/storage'));
    expect(app.storage.get('prompt.applyConfig')).toBe('true');
    expect(api.requestsTo('/api/storage')[0]?.url.searchParams.get('limit')).toBe('100');
  });

  it('loads the first page’s data beside the storage, and mounts even when that fails', async () => {
    const { app, start } = createTestConsole();
    let preloaded = false;
    const { startConsole } = await import('./startConsole.js');
    await expect(
      startConsole(app, {
        preload: async () => {
          preloaded = true;
          throw new Error('chunk gone');
        },
      }),
    ).resolves.toEqual({ kind: 'ready' });
    expect(preloaded).toBe(true);
    expect(start).toBeTypeOf('function');
  });

  it('mounts even when the storage cannot be loaded', async () => {
    const { app, api, start } = createTestConsole({ failures: { '/api/storage': { status: 500 } } });
    await expect(start()).resolves.toEqual({ kind: 'ready' });
    expect(api.requestsTo('/api/storage')).toHaveLength(1);
    expect(app.storage.getSnapshot().size).toBe(0);
  });

  it.each([
    ['EMAIL_NOT_VERIFIED', 'email-not-verified'],
    ['NOT_INVITED_EXTERNAL_USER', 'not-invited'],
    ['MFA_MANDATORY', 'mfa-mandatory'],
  ])('mounts the %s notice instead of the app', async (code, notice) => {
    const { api, start } = createTestConsole({
      userFailure: { status: 403, errors: [{ code, message: 'Blocked' }] },
    });
    await expect(start()).resolves.toEqual({ kind: 'notice', notice });
    expect(api.requestsTo('/api/storage')).toHaveLength(0);
  });

  it('re-throws a failed user request (spec §4), and shows maintenance at the third failure in a row', async () => {
    const failure = { status: 503, statusText: 'Service Unavailable' };
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const { app, start } = createTestConsole({ userFailure: failure });
      const thrown = await start().catch((error: unknown) => error);
      expect(isApiError(thrown) && thrown.status, `attempt ${attempt}`).toBe(503);
      expect((thrown as Error).stack).toBeTruthy();
      // No page of its own: the error goes on to the caller (bootstrap) and the error reporting.
      expect(app.status.getSnapshot().kind).toBe('starting');
    }
    const third = createTestConsole({ userFailure: failure });
    await expect(third.start()).resolves.toEqual({ kind: 'notice', notice: 'maintenance' });
    // The counter starts again after the maintenance page.
    const { start } = createTestConsole({ userFailure: failure });
    await expect(start()).rejects.toSatisfy(isApiError);
  });

  it('starts the no-session pages at once', async () => {
    const { api, app } = createTestConsole({ path: '/logout' });
    const { startConsole } = await import('./startConsole.js');
    await expect(startConsole(app, { noSession: true })).resolves.toEqual({ kind: 'ready' });
    expect(api.requestsTo('/api/user')).toHaveLength(0);
  });

  it('replaces the running app with a notice when a later response carries a global error code', async () => {
    const { app, api, start } = createTestConsole();
    await start();
    await app.client.http.get('notifications').catch(() => undefined);
    expect(app.status.getSnapshot().kind).toBe('ready');
    api.state.failures['/api/notifications'] = {
      status: 503,
      errors: [{ code: 'MAINTENANCE', message: 'Down for maintenance' }],
    };
    await app.client.http.get('notifications').catch(() => undefined);
    expect(app.status.getSnapshot()).toEqual({ kind: 'notice', notice: 'maintenance' });
  });
});
