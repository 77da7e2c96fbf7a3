import { companies } from '../../src/db/schema.js';
import type { NetfleetServer } from '../../src/index.js';
import { signIn, type TestSession } from './signIn.js';

/** The five default roles, each a demo user `<role>@netfleet.test`. */
const ROLES = ['super_admin', 'admin', 'end_user', 'readonly_admin', 'read_only'] as const;

/**
 * The demo companies' ids by name, and a session for each role's demo user: what the
 * resource suites that compare roles set up in their `beforeAll`.
 *
 * @example
 * ({ company, as } = await signInEveryRole(server));
 * await apiSend(server.app, 'POST', '/api/tags', as.end_user, { company_id: company['Harbor Logistics'] });
 */
export async function signInEveryRole(
  server: NetfleetServer,
): Promise<{ company: Record<string, number>; as: Record<string, TestSession> }> {
  const company: Record<string, number> = {};
  for (const row of await server.db.select().from(companies)) company[row.name] = row.id;
  const as: Record<string, TestSession> = {};
  for (const role of ROLES) as[role] = await signIn(server.app, `${role}@netfleet.test`);
  return { company, as };
}
