import { BrandResponseSchema } from '@netfleet/contracts';
import { DEFAULT_BRAND } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, signIn } from '../../../test/support/signIn.js';
import { createTestClock, startTestServer } from '../../../test/support/testServer.js';
import { brands, companies } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { ACME_BRAND } from '../../seed/demoBrands.js';

let server: NetfleetServer;

beforeAll(async () => {
  server = await startTestServer({ now: createTestClock().now, accessTtlSeconds: 86_400 });
});
afterAll(() => server?.close());

async function brandOf(email: string | null) {
  const session = email === null ? undefined : await signIn(server.app, email);
  const response = await apiGet(server.app, '/api/brand', session);
  expect(response.statusCode).toBe(200);
  return v.parse(BrandResponseSchema, response.json()).data;
}

describe('GET /api/brand', () => {
  it('answers the default brand before sign-in', async () => {
    expect(await brandOf(null)).toEqual({ ...DEFAULT_BRAND });
  });

  it('answers the default brand to users of companies that name none up their path', async () => {
    const brand = await brandOf('admin@netfleet.test');
    expect(brand.default).toBe(true);
    expect(brand.logo_subtext).toBeNull();
    expect((await brandOf('super_admin@netfleet.test')).main_color).toBe(DEFAULT_BRAND.main_color);
  });

  it('answers the reseller brand to its company and, inherited, to a subsidiary', async () => {
    // readonly_admin sits in Baltic Telemetry (the branded company), read_only in its customer Amber.
    for (const email of ['readonly_admin@netfleet.test', 'read_only@netfleet.test']) {
      const brand = await brandOf(email);
      expect(brand.default).toBe(false);
      expect(brand.main_color).toBe(ACME_BRAND.main_color);
      expect(brand.logo_subtext).toBe('by Acme Networks');
      expect(brand.disabled_routes).toContain('management.hotspots');
      expect(brand.branded_device_series).toEqual([{ original: 'RUTX', branded: 'ACX' }]);
    }
  });

  it('takes the nearest brand: a subsidiary naming its own wins over its parent', async () => {
    const [own] = await server.db
      .insert(brands)
      .values({ name: 'amber-own', config: { main_color: '#00aa55', logo_subtext: 'Amber inside' } })
      .returning({ id: brands.id });
    await server.db
      .update(companies)
      .set({ brandId: own?.id ?? null })
      .where(eq(companies.name, 'Amber Energy'));
    try {
      const brand = await brandOf('read_only@netfleet.test');
      expect(brand.main_color).toBe('#00aa55');
      expect(brand.logo_subtext).toBe('Amber inside');
      // Unnamed fields come from the default brand's values.
      expect(brand.app_name).toBe(DEFAULT_BRAND.app_name);
      expect(brand.default).toBe(false);
      expect((await brandOf('readonly_admin@netfleet.test')).logo_subtext).toBe('by Acme Networks');
    } finally {
      await server.db.update(companies).set({ brandId: null }).where(eq(companies.name, 'Amber Energy'));
    }
  });

  it('falls back to the default brand when a stored config does not parse', async () => {
    const [broken] = await server.db
      .insert(brands)
      .values({ name: 'broken', config: { main_color: 'red; background: url(x)' } })
      .returning({ id: brands.id });
    await server.db
      .update(companies)
      .set({ brandId: broken?.id ?? null })
      .where(eq(companies.name, 'Amber Energy'));
    try {
      expect(await brandOf('read_only@netfleet.test')).toEqual({ ...DEFAULT_BRAND });
    } finally {
      await server.db.update(companies).set({ brandId: null }).where(eq(companies.name, 'Amber Energy'));
    }
  });

  it('answers 401 to a stale access cookie, so the console refreshes instead of taking the default', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/brand',
      cookies: { nf_session: 'stale' },
    });
    expect(response.statusCode).toBe(401);
  });
});
