import { roleByName } from '@netfleet/permissions';
import { createToken, hashToken } from '../auth/tokens.js';
import type { Database } from '../db/Database.js';
import { userInvitations, userMoveLogs } from '../db/schema.js';

const DAY_MS = 86_400_000;

/** Who and where the demo invitations and moves name. */
export interface DemoInvitationRefs {
  /** A demo company's id by its key (`harbor`, `metro`, …). */
  company: (key: string) => number;
  companyName: (key: string) => string;
  admin: { id: number; email: string } | undefined;
}

/**
 * Invitations and a user move so that a fresh demo shows `/users/invitations` with every
 * status (pending, expired, cancelled; accepted ones appear once someone registers) and
 * `/users/move-logs` with an entry. Their links' tokens are thrown away: nobody can use them.
 */
export async function seedDemoInvitations(
  db: Database,
  refs: DemoInvitationRefs,
  now: number,
): Promise<void> {
  const roleId = (name: string) => roleByName(name)?.id ?? 0;
  const invitation = (email: string, company: string, role: string, sentDaysAgo: number) => ({
    companyId: refs.company(company),
    email,
    roleId: roleId(role),
    tokenHash: hashToken(createToken()),
    invitedBy: refs.admin?.id ?? null,
    createdAt: new Date(now - sentDaysAgo * DAY_MS),
    lastSentAt: new Date(now - sentDaysAgo * DAY_MS),
    expiresAt: new Date(now + (7 - sentDaysAgo) * DAY_MS),
  });
  await db.insert(userInvitations).values([
    invitation('dispatcher@harbor-logistics.example', 'harbor', 'end_user', 1),
    invitation('auditor@metro-transit.example', 'metro', 'read_only', 9),
    {
      ...invitation('former.contractor@greenfield.example', 'greenfield', 'end_user', 3),
      cancelledAt: new Date(now - 2 * DAY_MS),
    },
  ]);
  if (!refs.admin) return;
  await db.insert(userMoveLogs).values({
    userId: null,
    userEmail: 'seasonal.driver@metro-transit.example',
    fromCompanyId: refs.company('metro-depot'),
    fromCompanyName: refs.companyName('metro-depot'),
    toCompanyId: refs.company('metro'),
    toCompanyName: refs.companyName('metro'),
    movedBy: refs.admin.id,
    movedByEmail: refs.admin.email,
    createdAt: new Date(now - 5 * DAY_MS),
  });
}
