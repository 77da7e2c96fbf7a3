import { roleByName } from '@netfleet/permissions';
import { asc, count, sql } from 'drizzle-orm';
import { hashPassword, type PasswordHashCost } from '../auth/passwords.js';
import type { Database } from '../db/Database.js';
import {
  approvedDevices,
  companies,
  companyCredits,
  creditCodes,
  devices,
  files,
  notices,
  notifications,
  remoteAccess,
  suppressedEmails,
  tags,
  users,
  vpnHubs,
} from '../db/schema.js';
import { type CompanyNode, createCompany } from '../resources/companies/createCompany.js';
import { createRandom } from './createRandom.js';
import { seedDemoBrands } from './demoBrands.js';
import { DEMO_COMPANY_TREE, type DemoCompany } from './demoCompanies.js';
import { markDemoRenewingDevices, seedDemoCreditRenewals } from './demoCreditRenewals.js';
import { seedDemoInvitations } from './demoInvitations.js';
import { demoNotifications } from './demoNotifications.js';
import {
  demoApprovedDevices,
  demoCompanyCredits,
  demoCreditCodes,
  demoFiles,
  demoNotices,
  demoRemoteAccess,
  demoSuppressedEmails,
  demoTags,
  demoVpnHubs,
} from './demoResources.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.js';
import { type DeviceOwner, demoDeviceBatches } from './generateDemoDevices.js';
import { insertDemoDevices } from './insertDemoDevices.js';
import { insertDemoHistory } from './insertDemoHistory.js';

/** Options of {@link seedDemo}. */
export interface SeedDemoOptions {
  /** Devices in the demo fleet. Defaults to `500`. */
  deviceCount?: number;
  /** Clock for timestamps, in milliseconds. Defaults to `Date.now`. */
  now?: () => number;
  /** Seed of the pseudo-random generator. Defaults to `20240501`. */
  seed?: number;
  /** argon2 cost of the demo users' password hash. Defaults to argon2's own (64 MiB, 3 passes). */
  passwordHashCost?: PasswordHashCost;
  /** A day of telemetry and this month's data usage for the reporting devices (`insertDemoHistory`). */
  history?: boolean;
  /**
   * Seals the demo device entries' password (the server's credential box); without it the
   * SSH and Files entries store only the user name and ask for the password at connect.
   */
  sealCredentials?: (credentials: { password: string }) => string;
  /**
   * Seals the demo users' TOTP secret (`users.mfa_secret` is sealed at rest); without it the
   * secret is stored plain, and the server seals it when it starts.
   */
  sealMfaSecret?: (base32: string) => string;
}

/** Devices per insert statement (one JSON parameter of a few megabytes). */
const DEVICE_BATCH = 10_000;

/** From this many devices the seed builds the devices' indexes after loading, not during. */
const REBUILD_INDEXES_FROM = 50_000;

const DAY_MS = 86_400_000;

/**
 * Writes the demo companies, users, device fleet, credits, tags, remote access entries, VPN
 * hubs, files, notifications, notices, suppressed e-mails and credit codes, but only into an empty database (no company yet),
 * so a restart never duplicates or overwrites data.
 *
 * @returns `true` when it seeded, `false` when the database already held data.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;

  // One hash for every demo user: argon2 is deliberately slow, ten hashes would be ~1 s.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordHashCost);
  const now = (options.now ?? Date.now)();
  const random = createRandom(options.seed ?? 20240501);

  await db.transaction(async (tx) => {
    const placed = new Map<string, CompanyNode & { name: string }>();
    const owners: DeviceOwner[] = [];
    const place = async (company: DemoCompany, parent: CompanyNode | null): Promise<void> => {
      const node = await createCompany(tx, { name: company.name, parent, showPayment: company.showPayment });
      placed.set(company.key, { ...node, name: company.name });
      // Customers (leaves) run most of the fleet; resellers and the operator a few devices.
      owners.push({ id: node.id, weight: company.children?.length ? 1 : 4 });
      for (const child of company.children ?? []) await place(child, node);
    };
    await place(DEMO_COMPANY_TREE, null);
    const companyIds = [...placed.values()].map((company) => company.id);

    const insertedUsers = await tx
      .insert(users)
      .values(
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
            tosAccepted: user.tosAccepted ?? true,
            emailVerified: user.emailVerified ?? true,
            mfaRequired: user.mfaRequired ?? false,
            mfaType: user.mfaType ?? null,
            mfaSecret:
              user.mfaSecret === undefined
                ? null
                : (options.sealMfaSecret?.(user.mfaSecret) ?? user.mfaSecret),
            externalNotInvited: user.externalNotInvited ?? false,
            impersonationAccessLimit:
              user.impersonationAccessDays === undefined
                ? null
                : new Date(now + user.impersonationAccessDays * DAY_MS),
            countryIsoCode: 'LT',
          };
        }),
      )
      .returning({ id: users.id, companyId: users.companyId, email: users.email });

    await tx.insert(tags).values(demoTags(companyIds, now));
    const deviceCount = options.deviceCount ?? 500;
    const key = (name: string) => placed.get(name)?.id ?? 0;
    await insertDemoDevices(tx, demoDeviceBatches(owners, deviceCount, random, now, DEVICE_BATCH), {
      rebuildIndexes: deviceCount >= REBUILD_INDEXES_FROM,
      afterLoad: () => markDemoRenewingDevices(tx, key, now),
    });
    // Two in five devices carry each tag of their company (a spread that depends only on the ids).
    await tx.execute(sql`
      insert into device_tags (device_id, tag_id)
      select d.id, t.id from devices d join tags t on t.company_id = d.company_id
      where (d.id * 31 + t.id * 17) % 5 < 2`);
    const firstDevices = await tx
      .select({ id: devices.id, name: devices.name })
      .from(devices)
      .orderBy(asc(devices.id))
      .limit(40);

    const companyName = new Map([...placed.values()].map((company) => [company.id, company.name]));
    await tx.insert(companyCredits).values(demoCompanyCredits(companyIds));
    await tx.insert(vpnHubs).values(demoVpnHubs(companyIds, now));
    await tx.insert(files).values(demoFiles(companyIds, now));
    const access = demoRemoteAccess(firstDevices, now, options.sealCredentials);
    if (access.length > 0) await tx.insert(remoteAccess).values(access);
    await tx
      .insert(notifications)
      .values(
        insertedUsers.flatMap((user) =>
          demoNotifications(user.id, companyName.get(user.companyId) ?? '', now),
        ),
      );
    await tx.insert(notices).values(demoNotices(now));
    await seedDemoBrands(tx);
    await tx.insert(suppressedEmails).values(demoSuppressedEmails(now));
    const admin = insertedUsers.find((user) => user.email === 'admin@netfleet.test');
    await tx
      .insert(creditCodes)
      .values(
        demoCreditCodes(
          { issuer: key('northwind'), activator: key('harbor'), createdBy: admin?.id ?? null },
          now,
        ),
      );
    await seedDemoInvitations(
      tx,
      { company: key, companyName: (name) => placed.get(name)?.name ?? '', admin },
      now,
    );
    const superAdmin = insertedUsers.find((u) => u.email === 'super_admin@netfleet.test')?.id ?? null;
    await seedDemoCreditRenewals(tx, key, superAdmin, now);
    await tx.insert(approvedDevices).values(demoApprovedDevices(superAdmin, now));
  });
  if (options.history) await insertDemoHistory(db, now);
  // Planner statistics for the fresh rows (PGlite runs no autovacuum), and the visibility map
  // that lets counts and sorted pages read the indexes alone.
  await db.execute(sql`vacuum analyze devices`);
  await db.execute(sql`vacuum analyze device_tags`);
  await db.execute(sql`vacuum analyze device_search_texts`);
  return true;
}
