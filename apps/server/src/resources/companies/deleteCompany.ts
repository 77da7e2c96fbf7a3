import type { CompanyDeletionImpact } from '@netfleet/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import { adjustCredits } from '../../credits/adjustCredits.js';
import type { Database } from '../../db/Database.js';
import { companies, creditCodes, devices, remoteSessions, sessions, users } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { type CompanyRow, companyInScope } from '../../scope/companyInScope.js';
import { blockMessage, deletionImpact } from './deletionImpact.js';

/** What {@link deleteCompany} did, and the signed-in sessions whose sockets the caller drops. */
export interface CompanyDeletion {
  impact: CompanyDeletionImpact;
  sessionIds: number[];
}

/**
 * Deletes `company` in the caller's transaction exactly as {@link deletionImpact} describes
 * it (computed here, under the row locks, so it is what the operator was told): its devices,
 * credit codes and remote access history move to the parent, its credits left go to the
 * parent's balance (a `moved_in` entry of the parent's credit history, referring to the
 * deleted company's id as moves do),
 * its users are deleted (their sessions with them), and deleting the company removes by
 * cascade its invitations, custom roles, tags, files, VPN hubs and own credit history.
 * A blocked deletion is a 409 with the reason, and changes nothing.
 */
export async function deleteCompany(
  db: Database,
  auth: AuthContext,
  company: CompanyRow,
  now: () => number,
): Promise<CompanyDeletion> {
  const impact = await deletionImpact(db, auth, company, now);
  if (impact.blocked_by !== null || company.parentId === null) {
    throw ApiError.of(409, API_ERROR_CODES.CONFLICT, blockMessage(impact));
  }
  // The parent is in the scope whenever the company is and is not the caller's own (refused above).
  const parent = await companyInScope(db, auth, company.parentId, null, { forUpdate: true });
  await db.update(devices).set({ companyId: parent.id }).where(eq(devices.companyId, company.id));
  await db.update(creditCodes).set({ companyId: parent.id }).where(eq(creditCodes.companyId, company.id));
  await db
    .update(remoteSessions)
    .set({ companyId: parent.id })
    .where(eq(remoteSessions.companyId, company.id));
  for (const credit of impact.credits) {
    await adjustCredits(
      db,
      {
        companyId: parent.id,
        creditTypeId: credit.credit_type_id,
        delta: credit.credits_left,
        reason: 'moved_in',
        userId: auth.user.id,
        reference: String(company.id),
        source: 'id',
      },
      now,
    );
  }
  const members = db.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
  const open = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, members));
  await db.delete(users).where(eq(users.companyId, company.id));
  await db.delete(companies).where(eq(companies.id, company.id));
  return { impact, sessionIds: open.map((session) => session.id) };
}
