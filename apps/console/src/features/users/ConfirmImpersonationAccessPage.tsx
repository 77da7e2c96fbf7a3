import { answerImpersonationAccessRequest, errorMessageOf, isSessionEndedError } from '@netfleet/api-client';
import {
  impersonationAccessRequestQueryOptions,
  invalidateResource,
  useApiClient,
} from '@netfleet/api-client/react';
import { Alert, formatDateTime, Loader } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { confirmAccessTexts } from './confirmAccessTexts.js';
import './users.css';

const route = getRouteApi('/shell/users/confirm-impersonation-access/$token');

type Outcome = { kind: 'confirmed'; until: string } | { kind: 'declined' } | null;

/**
 * `/users/confirm-impersonation-access/{token}`: the signed-in user answers a mailed request
 * for impersonation access: who asks, for how long, until when the link works; Confirm grants
 * access for those hours, Decline spends the link. A link that is not the user's, used or
 * expired shows the server's reason. Failures keep the page as it was, with the reason.
 */
export function ConfirmImpersonationAccessPage() {
  const t = useTexts(confirmAccessTexts);
  const { token } = route.useParams();
  const client = useApiClient();
  const { env } = useConsole();
  const queryClient = useQueryClient();
  const request = useQuery(impersonationAccessRequestQueryOptions(client, token));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const answer = async (what: 'confirm' | 'decline') => {
    setBusy(true);
    setError(null);
    try {
      await answerImpersonationAccessRequest(client, token, what);
      const hours = request.data?.hours ?? 0;
      setOutcome(
        what === 'confirm'
          ? { kind: 'confirmed', until: new Date(Date.now() + hours * 3_600_000).toISOString() }
          : { kind: 'declined' },
      );
      await invalidateResource(queryClient, 'currentUser');
    } catch (caught) {
      if (!isSessionEndedError(caught)) setError(errorMessageOf(caught, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const home = <HrefLink href="/">{t('continue')}</HrefLink>;
  let body: ReactNode;
  if (outcome?.kind === 'confirmed') {
    body = (
      <>
        <Alert variant="success">
          {t('confirmed', { time: formatDateTime(outcome.until, { timeZone: readTimeZone(env.cookies) }) })}
        </Alert>
        <p>{home}</p>
      </>
    );
  } else if (outcome?.kind === 'declined') {
    body = (
      <>
        <Alert variant="info">{t('declined')}</Alert>
        <p>{home}</p>
      </>
    );
  } else if (request.isPending) {
    body = <Loader block />;
  } else if (request.isError) {
    body = (
      <>
        <Alert variant="error" title={t('notValid')}>
          {errorMessageOf(request.error, t('notValid'))}
        </Alert>
        <p>{home}</p>
      </>
    );
  } else {
    const info = request.data;
    body = (
      <>
        <p>
          {t('asks', {
            name: info.requested_by_name ?? t('someone'),
            email: info.requested_by_email ?? '—',
          })}
        </p>
        <dl className="confirm-access__facts">
          <dt>{t('facts.duration')}</dt>
          <dd>{t('hours', { count: info.hours })}</dd>
          <dt>{t('facts.until')}</dt>
          <dd>
            <DateTime value={info.expires_at} />
          </dd>
        </dl>
        <p>{t('explain')}</p>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="confirm-access__buttons">
          <button
            type="button"
            className="nf-button nf-button--primary"
            disabled={busy}
            onClick={() => void answer('confirm')}
          >
            {t('confirm')}
          </button>
          <button type="button" className="nf-button" disabled={busy} onClick={() => void answer('decline')}>
            {t('decline')}
          </button>
        </div>
      </>
    );
  }
  return (
    <section className="confirm-access" aria-busy={busy || undefined}>
      <h1>{t('title')}</h1>
      {body}
    </section>
  );
}
