import { TEST_PASSWORD_HASH_COST } from '../../src/auth/passwords.js';
import { syncCreditTypes } from '../../src/credits/syncCreditTypes.js';
import type { Database } from '../../src/db/Database.js';
import { seedDemo } from '../../src/seed/seedDemo.js';
import { syncRoles } from '../../src/seed/syncRoles.js';
import { TEST_DEVICE_COUNT } from './testFleet.js';

/** Writes what every test file starts from: roles, credit types, the demo data with cheap hashes. */
export async function seedTestDatabase(db: Database): Promise<void> {
  await syncRoles(db);
  await syncCreditTypes(db);
  await seedDemo(db, { deviceCount: TEST_DEVICE_COUNT, passwordHashCost: TEST_PASSWORD_HASH_COST });
}
