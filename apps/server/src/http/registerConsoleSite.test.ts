import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerConsoleSite } from './registerConsoleSite.js';
import { registerSecurityHeaders } from './registerSecurityHeaders.js';

describe('registerConsoleSite without a built console', () => {
  it.each([
    ['a missing folder', '/nonexistent/console/dist'],
    ['no console at all', null],
  ])('answers console routes with a page saying how to build (%s)', async (_what, consoleDir) => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    await registerConsoleSite(app, { consoleDir, accountBasePath: '/auth' });
    const response = await app.inject({ url: '/management/devices' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm build');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ url: '/api/nothing' })).json().errors[0].code).toBe('NOT_FOUND');
    await app.close();
  });
});
