import { DEFAULT_BRAND } from '@netfleet/permissions';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/Database.js';
import { brands, companies } from '../db/schema.js';

/**
 * The demo's reseller brand: Acme Networks, which resells under its own name to the Baltic
 * Telemetry subtree. It shows what a brand changes: colour, logo subtext, title, a buy link,
 * two routes switched off (their navigation items hide and their paths redirect), and RUTX
 * devices shown as the ACX series with their own picture.
 */
export const ACME_BRAND = {
  main_color: '#b4461e',
  company_name: 'Acme Networks',
  app_name: 'Acme Fleet',
  full_app_name: 'Acme Fleet Manager',
  logo_subtext: 'by Acme Networks',
  title_text: 'Acme Fleet',
  buy_link: 'https://acme.example/support',
  buy_notice: 'Buy credits from Acme Networks support.',
  disabled_routes: ['remote.mobile', 'management.hotspots', 'vpn.quick-connect'],
  branded_devices: [{ original_model: 'RUTX110000XX', branded_model_image: '/brands/acme/acx.svg' }],
  branded_device_series: [{ original: 'RUTX', branded: 'ACX' }],
  favicon: '/brands/acme/favicon.svg',
  logo_vector: '/brands/acme/logo.svg',
  dark_mode_text_color: '#f3e6df',
};

/** Demo company (its name) whose subtree runs under {@link ACME_BRAND}. */
export const ACME_COMPANY = 'Baltic Telemetry';

/**
 * Writes the default brand (`DEFAULT_BRAND`'s values) and {@link ACME_BRAND}, and gives the
 * latter to {@link ACME_COMPANY}, whose subsidiaries inherit it.
 */
export async function seedDemoBrands(db: Database): Promise<void> {
  const { default: _isDefault, ...defaultConfig } = DEFAULT_BRAND;
  await db.insert(brands).values({ name: 'netfleet', isDefault: true, config: { ...defaultConfig } });
  const [acme] = await db
    .insert(brands)
    .values({ name: 'acme', isDefault: false, config: ACME_BRAND })
    .returning({ id: brands.id });
  if (!acme) throw new Error('The demo brand was not stored');
  await db.update(companies).set({ brandId: acme.id }).where(eq(companies.name, ACME_COMPANY));
}
