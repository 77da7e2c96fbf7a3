import { errorMessageOf, forgetRemoteAccessHostKey, isSessionEndedError } from '@netfleet/api-client';
import {
  invalidateResource,
  remoteAccessEntryQueryOptions,
  remoteSessionsQueryOptions,
  useApiClient,
} from '@netfleet/api-client/react';
import type { RemoteAccessRow } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import { DataTable, Loader, useI18nLanguage } from '@netfleet/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { DateTime } from '../../components/DateTime.js';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { EntryActions } from './EntryActions.js';
import { sessionColumns } from './history/sessionColumns.js';
import { accessHistoryTexts } from './history/texts.js';
import { usePlayRecording } from './history/usePlayRecording.js';
import { credentialsText, destinationOf } from './remoteAccessColumns.js';
import { remoteAccessTexts } from './texts.js';
import { useEntryActions } from './useEntryActions.js';
import './remoteAccess.css';
import { LoadFailed } from '../../components/LoadFailed.js';

const route = getRouteApi('/shell/remote/access/$id');

/** Sessions the page lists; the access history has the rest. */
const RECENT_SESSIONS = 10;

/**
 * `/remote/access/{id}` (view_device_remote_access): one entry's facts, its actions (as in
 * the list), its remembered SSH host key with "Forget host key" (update_device_remote_access)
 * and its recent sessions, with a link to all of them in the access history.
 */
export function RemoteAccessEntryPage() {
  const t = useTexts(remoteAccessTexts);
  const { id } = route.useParams();
  const client = useApiClient();
  const query = useQuery(remoteAccessEntryQueryOptions(client, id));
  const router = useRouter();
  const handlers = useEntryActions();
  if (query.isPending) return <Loader block />;
  if (query.isError) {
    return (
      <div className="page">
        <LoadFailed title={t('detail.loadFailed')} message={query.error.message} onRetry={query.refetch} />
      </div>
    );
  }
  const entry = query.data;
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{entry.name}</h1>
        <EntryActions
          entry={entry}
          handlers={handlers}
          onDeleted={() => void router.navigate({ href: hrefFor('remote.access') })}
        />
      </header>
      <EntryFacts entry={entry} />
      <HostKey entry={entry} />
      <RecentSessions entry={entry} />
    </div>
  );
}

function EntryFacts({ entry }: { entry: RemoteAccessRow }) {
  const t = useTexts(remoteAccessTexts);
  return (
    <section className="remote-access-entry__section" aria-label={t('detail.facts')}>
      <dl className="remote-access-entry__facts">
        <dt>{t('detail.device')}</dt>
        <dd>
          <HrefLink href={hrefFor('device.info', { id: entry.device_id })}>{entry.device_name}</HrefLink>
        </dd>
        <dt>{t('detail.company')}</dt>
        <dd>{entry.company_name}</dd>
        <dt>{t('detail.protocol')}</dt>
        <dd>{entry.protocol.toUpperCase()}</dd>
        <dt>{t('detail.destination')}</dt>
        <dd className="cell-mono">{destinationOf(entry)}</dd>
        <dt>{t('detail.status')}</dt>
        <dd>{t(entry.enabled ? 'enabled.yes' : 'enabled.no')}</dd>
        <dt>{t('detail.username')}</dt>
        <dd>{entry.username ?? t('detail.noUsername')}</dd>
        <dt>{t('detail.credentials')}</dt>
        <dd>{credentialsText(t, entry)}</dd>
        <dt>{t('detail.created')}</dt>
        <dd>
          <DateTime value={entry.created_at} />
        </dd>
      </dl>
    </section>
  );
}

/** The SSH host key remembered at the first connection (ssh and sftp entries only). */
function HostKey({ entry }: { entry: RemoteAccessRow }) {
  const t = useTexts(remoteAccessTexts);
  const can = useCan();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals, toasts } = useConsole();
  if (entry.protocol !== 'ssh' && entry.protocol !== 'sftp') return null;
  const forget = async () => {
    const { confirmed } = await modals.confirm({
      title: t('detail.forgetTitle'),
      message: t('detail.forgetPrompt', { name: entry.name }),
      confirmText: t('detail.forgetConfirm'),
    });
    if (!confirmed) return;
    try {
      await forgetRemoteAccessHostKey(client, entry.id);
      toasts.success(t('detail.forgotten'));
      await invalidateResource(queryClient, 'remoteAccess');
    } catch (error) {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, t('detail.forgetFailed')));
    }
  };
  return (
    <section className="remote-access-entry__section" aria-labelledby="remote-access-host-key">
      <h2 id="remote-access-host-key" className="remote-access-entry__title">
        {t('detail.hostKey')}
      </h2>
      {entry.host_key_sha256 ? (
        <p>
          <code data-testid="host-key">{entry.host_key_sha256}</code>
        </p>
      ) : (
        <p>{t('detail.noHostKey')}</p>
      )}
      {entry.host_key_sha256 && can('update_device_remote_access') ? (
        <p>
          <button type="button" className="nf-button" onClick={() => void forget()}>
            {t('detail.forgetHostKey')}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function RecentSessions({ entry }: { entry: RemoteAccessRow }) {
  const t = useTexts(remoteAccessTexts);
  const historyT = useTexts(accessHistoryTexts);
  const { language } = useI18nLanguage();
  const client = useApiClient();
  const play = usePlayRecording();
  const query = useQuery(
    remoteSessionsQueryOptions(client, { access_id: entry.id, limit: RECENT_SESSIONS, sort: '-id' }),
  );
  const columns = useMemo(
    () => sessionColumns(historyT, { onPlay: play, showEntry: false, language }),
    [historyT, play, language],
  );
  return (
    <section className="remote-access-entry__section" aria-labelledby="remote-access-sessions">
      <h2 id="remote-access-sessions" className="remote-access-entry__title">
        {t('detail.sessions')}
      </h2>
      {query.isError ? (
        <LoadFailed title={historyT('loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : (
        <DataTable
          caption={t('detail.sessions')}
          hideCaption
          columns={columns}
          rows={query.data?.data ?? []}
          getRowId={(session) => session.id}
          loading={query.isPending}
          emptyText={historyT('empty')}
        />
      )}
      <p>
        <HrefLink href={`${hrefFor('access-history')}?access_id=${entry.id}`}>
          {t('detail.allSessions')}
        </HrefLink>
      </p>
    </section>
  );
}
