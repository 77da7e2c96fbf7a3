import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertRouteDeclaresAccess } from './assertRouteDeclaresAccess.js';

async function register(config?: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') {
  const app = Fastify();
  app.addHook('onRoute', assertRouteDeclaresAccess);
  app.route({ method, url: '/things', ...(config ? { config } : {}), handler: async () => ({}) });
  await app.ready();
  await app.close();
}

describe('assertRouteDeclaresAccess', () => {
  it('refuses a state-changing route that names no permission', async () => {
    await expect(register()).rejects.toThrow('POST /things changes state but declares no permission');
  });

  it('lets through a permission, an own-data or handler rule, a public route, and reads', async () => {
    await expect(register({ permission: 'create_tags' })).resolves.toBeUndefined();
    await expect(register({ access: 'own' })).resolves.toBeUndefined();
    await expect(register({ auth: 'none' })).resolves.toBeUndefined();
    await expect(register(undefined, 'GET')).resolves.toBeUndefined();
  });
});
