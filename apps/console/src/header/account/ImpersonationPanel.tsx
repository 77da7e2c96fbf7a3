import { errorMessageOf, revokeImpersonationAccess } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { formatDateTime, useToastStore } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { readTimeZone } from '../../settings/timeZone.js';

/** The confirm prompt of "Revoke access" (spec §2.6). */
export const REVOKE_PROMPT = 'Revoke impersonation access?';
/** Toast after a successful revoke. */
export const REVOKE_DONE = 'Impersonation access revoked';

/** Impersonation access counts only while its limit (unix seconds) is in the future (spec §4). */
export function hasImpersonationAccess(
  user: Pick<CurrentUser, 'impersonation_access_limit'>,
  nowMs: number,
): boolean {
  return user.impersonation_access_limit !== null && user.impersonation_access_limit * 1000 > nowMs;
}

/**
 * Impersonation status: who is impersonating whom, whether the user has granted access
 * and until when; "Revoke access" (with a confirm prompt) while impersonating or while
 * access is granted.
 */
export function ImpersonationPanel({ user }: { user: CurrentUser }) {
  const { client, modals, env } = useConsole();
  const toasts = useToastStore();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const granted = hasImpersonationAccess(user, env.now());
  const timeZone = readTimeZone(env.cookies);

  const revoke = async () => {
    const { confirmed } = await modals.confirm({
      title: 'Revoke access',
      message: REVOKE_PROMPT,
      confirmText: 'Revoke access',
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await revokeImpersonationAccess(client);
      toasts.success(REVOKE_DONE);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(client).queryKey });
    } catch (error) {
      // The server's message, as it sent it (spec §8).
      toasts.error(errorMessageOf(error, 'Failed to revoke impersonation access'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-subpanel__body impersonation-panel">
      {user.isImpersonating ? (
        <p>
          You are impersonating <strong>{user.email}</strong>
          {user.act ? (
            <>
              {' '}
              as <strong>{user.act.email}</strong>
            </>
          ) : null}
          .
        </p>
      ) : (
        <p>You are not impersonating anyone.</p>
      )}
      <p className="account-subpanel__note">
        {granted && user.impersonation_access_limit !== null
          ? `Impersonation access granted until ${formatDateTime(user.impersonation_access_limit * 1000, { timeZone })}.`
          : 'Impersonation access not granted.'}
      </p>
      {user.isImpersonating || granted ? (
        <button type="button" className="nf-button" disabled={busy} onClick={revoke}>
          Revoke access
        </button>
      ) : null}
    </div>
  );
}
