import { errorMessageOf, revokeImpersonationAccess } from '@netfleet/api-client';
import { currentUserQueryOptions } from '@netfleet/api-client/react';
import type { CurrentUser } from '@netfleet/contracts';
import { formatDateTime, useToastStore } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { nodeSlots, richText } from '../../i18n/richText.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { accountMenuTexts } from './texts.js';

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
  const t = useTexts(accountMenuTexts);
  const granted = hasImpersonationAccess(user, env.now());
  const timeZone = readTimeZone(env.cookies);

  const revoke = async () => {
    const { confirmed } = await modals.confirm({
      title: t('impersonation.revoke'),
      // "Revoke impersonation access?" (spec §2.6).
      message: t('impersonation.revokePrompt'),
      confirmText: t('impersonation.revoke'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await revokeImpersonationAccess(client);
      toasts.success(t('impersonation.revoked'));
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(client).queryKey });
    } catch (error) {
      // The server's message, as it sent it (spec §8).
      toasts.error(errorMessageOf(error, t('impersonation.revokeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-subpanel__body impersonation-panel">
      {user.isImpersonating ? (
        <p>
          {richText(
            user.act
              ? t('impersonation.impersonatingAs', nodeSlots('email', 'operator'))
              : t('impersonation.impersonating', nodeSlots('email')),
            { email: <strong>{user.email}</strong>, operator: <strong>{user.act?.email}</strong> },
          )}
        </p>
      ) : (
        <p>{t('impersonation.notImpersonating')}</p>
      )}
      <p className="account-subpanel__note">
        {granted && user.impersonation_access_limit !== null
          ? t('impersonation.grantedUntil', {
              time: formatDateTime(user.impersonation_access_limit * 1000, { timeZone }),
            })
          : t('impersonation.notGranted')}
      </p>
      {user.isImpersonating || granted ? (
        <button type="button" className="nf-button" disabled={busy} onClick={revoke}>
          {t('impersonation.revoke')}
        </button>
      ) : null}
    </div>
  );
}
