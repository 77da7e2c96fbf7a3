import { isSessionEndedError, revokeAccountSession, revokeOtherAccountSessions } from '@netfleet/api-client';
import { accountSessionsQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { AccountSession } from '@netfleet/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import type { Translate } from '../../i18n/useTexts.js';
import { splitErrors } from './accountErrors.js';
import { describeUserAgent } from './describeUserAgent.js';
import type { accountPageTexts } from './texts.js';

type AccountTranslate = Translate<(typeof accountPageTexts)['languages']['en']>;

function browserText(t: AccountTranslate, session: AccountSession): string {
  const { browser, os } = describeUserAgent(session.user_agent);
  if (!browser && !os) return t('sessions.unknownBrowser');
  return t('sessions.browserOn', {
    browser: browser ?? t('sessions.unknownBrowser'),
    os: os ?? t('sessions.unknownOs'),
  });
}

/**
 * Active sessions: browser and system in words, address, when signed in and last active, "This
 * session"; Sign out per other session, and Sign out everywhere else after a confirmation.
 */
export function SessionsSection({ t }: { t: AccountTranslate }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  const headingId = useId();
  const sessions = useQuery(accountSessionsQueryOptions(client));
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      toasts.success(await work());
    } catch (thrown) {
      if (!isSessionEndedError(thrown)) toasts.error(splitErrors(thrown, [], t('saveFailed')).general ?? '');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions(client).queryKey });
    }
  };

  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const body = () => {
    if (sessions.isPending) return <p aria-busy="true">{t('loading')}</p>;
    if (sessions.isError)
      return (
        <LoadFailed
          title={t('sessions.loadFailed')}
          message={sessions.error.message}
          onRetry={sessions.refetch}
        />
      );
    return (
      <>
        <div className="account-sessions">
          <table className="nf-table">
            <caption className="nf-visually-hidden">{t('sessions.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sessions.device')}</th>
                <th scope="col">{t('sessions.ip')}</th>
                <th scope="col">{t('sessions.signedIn')}</th>
                <th scope="col">{t('sessions.lastActive')}</th>
                <th scope="col">
                  <span className="nf-visually-hidden">{t('sessions.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.data.map((session) => {
                const browser = browserText(t, session);
                return (
                  <tr key={session.id} data-current={session.current || undefined}>
                    <th scope="row">
                      <span title={session.user_agent ?? undefined}>{browser}</span>
                      {session.current ? (
                        <span className="account-badge">{t('sessions.current')}</span>
                      ) : null}
                    </th>
                    <td>{session.ip_address ?? t('sessions.unknown')}</td>
                    <td>
                      <DateTime value={session.created_at} />
                    </td>
                    <td>
                      <DateTime value={session.last_seen_at} />
                    </td>
                    <td>
                      {session.current ? null : (
                        <button
                          type="button"
                          className="nf-button"
                          disabled={busy}
                          aria-label={t('sessions.signOutLabel', {
                            browser,
                            ip: session.ip_address ?? t('sessions.unknown'),
                          })}
                          onClick={() =>
                            void run(async () => {
                              await revokeAccountSession(client, session.id);
                              return t('sessions.signedOut');
                            })
                          }
                        >
                          {t('sessions.signOut')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {others.length === 0 ? <p>{t('sessions.onlyThis')}</p> : null}
        {others.length > 0 ? (
          <div className="account-section__actions">
            <button
              type="button"
              className="nf-button"
              disabled={busy}
              onClick={async () => {
                const { confirmed } = await modals.confirm({
                  title: t('sessions.signOutOthersTitle'),
                  message: t('sessions.signOutOthersPrompt'),
                  confirmText: t('sessions.signOutOthers'),
                });
                if (!confirmed) return;
                await run(async () => {
                  const { signed_out } = await revokeOtherAccountSessions(client);
                  return t('sessions.signedOutOthers', { count: signed_out });
                });
              }}
            >
              {t('sessions.signOutOthers')}
            </button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section className="account-section" aria-labelledby={headingId} aria-busy={sessions.isPending}>
      <h2 id={headingId}>{t('sessions.title')}</h2>
      {body()}
    </section>
  );
}
