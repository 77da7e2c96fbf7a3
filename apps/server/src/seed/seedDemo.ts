import { roleByName } from '@netfleet/permissions';
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import { type CompanyNode, createCompany } from '../companies/createCompany.js';
import type { Database } from '../db/Database.js';
import { companies, devices, users } from '../db/schema.js';
import { createRandom } from './createRandom.js';
import { DEMO_COMPANY_TREE, type DemoCompany } from './demoCompanies.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.js';
import { type DeviceOwner, generateDemoDevices } from './generateDemoDevices.js';

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Devices in the demo fleet. Defaults to `500`. */
  deviceCount?: number;
  /** Clock for device timestamps, in milliseconds. Defaults to `Date.now`. */
  now?: () => number;
  /** Seed of the pseudo-random generator. Defaults to `20240501`. */
  seed?: number;
}

/** Rows per insert statement: far below PostgreSQL's 65 535 bind parameters. */
const INSERT_CHUNK = 1000;

/**
 * Writes the demo companies, users and device fleet, but only into an empty database
 * (no company yet), so a restart never duplicates or overwrites data.
 *
 * @returns `true` when it seeded, `false` when the database already held data.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;

  // One hash for every demo user: argon2 is deliberately slow, five hashes would be ~0.5 s.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = (options.now ?? Date.now)();
  const random = createRandom(options.seed ?? 20240501);

  await db.transaction(async (tx) => {
    const placed = new Map<string, CompanyNode>();
    const owners: DeviceOwner[] = [];
    const place = async (company: DemoCompany, parent: CompanyNode | null): Promise<void> => {
      const node = await createCompany(tx, { name: company.name, parent, showPayment: company.showPayment });
      placed.set(company.key, node);
      // Customers (leaves) run most of the fleet; resellers and the operator a few devices.
      owners.push({ id: node.id, weight: company.children?.length ? 1 : 4 });
      for (const child of company.children ?? []) await place(child, node);
    };
    await place(DEMO_COMPANY_TREE, null);

    await tx.insert(users).values(
      DEMO_USERS.map((user) => {
        const company = placed.get(user.companyKey);
        if (!company) throw new Error(`Demo company ${user.companyKey} is missing`);
        const role = roleByName(user.role);
        if (!role) throw new Error(`Role ${user.role} is not in ROLES`);
        return {
          email: user.email,
          username: user.username,
          passwordHash,
          companyId: company.id,
          roleId: role.id,
          tosAccepted: true,
          countryIsoCode: 'LT',
        };
      }),
    );

    const rows = generateDemoDevices(owners, options.deviceCount ?? 500, random, now);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(devices).values(rows.slice(start, start + INSERT_CHUNK));
    }
  });
  return true;
}
