import type { RemoteSessionRow } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import { type DataTableColumn, formatBytes } from '@netfleet/ui-kit';
import { DateTime } from '../../../components/DateTime.js';
import { HrefLink } from '../../../components/HrefLink.js';
import type { Translate } from '../../../i18n/useTexts.js';
import { formatDuration } from './formatDuration.js';
import type { AccessHistoryTexts } from './texts.js';

/** What {@link sessionColumns} needs besides the texts. */
export interface SessionColumnsOptions {
  /** Opens a session's recording in the player. */
  onPlay: (session: RemoteSessionRow) => void;
  /** The entry column (not on an entry's own page). */
  showEntry: boolean;
  /** The user's language, for the byte counts' numbers. */
  language: string;
}

/**
 * The columns of a table of remote sessions: who (and "shared link" when through a key),
 * device, entry, protocol, the browser's address, start, length, bytes each way, why it
 * ended, and Play for terminal sessions that were recorded. Names are the ones the session
 * started with, so a deleted entry's sessions still read; links only while the entry or
 * device still exists.
 */
export function sessionColumns(
  t: Translate<AccessHistoryTexts>,
  { onPlay, showEntry, language }: SessionColumnsOptions,
): DataTableColumn<RemoteSessionRow>[] {
  const columns: (DataTableColumn<RemoteSessionRow> | null)[] = [
    {
      id: 'user',
      header: t('columns.user'),
      rowHeader: true,
      cell: (session) => (
        <>
          {session.user_email}
          {session.via_key ? <span className="remote-session__via"> ({t('viaKey')})</span> : null}
        </>
      ),
    },
    {
      id: 'device',
      header: t('columns.device'),
      cell: (session) =>
        session.device_id === null ? (
          session.device_name
        ) : (
          <HrefLink href={hrefFor('device.info', { id: session.device_id })}>{session.device_name}</HrefLink>
        ),
    },
    showEntry
      ? {
          id: 'entry',
          header: t('columns.entry'),
          cell: (session) =>
            session.access_id === null ? (
              session.access_name
            ) : (
              <HrefLink href={hrefFor('remote.access.single', { id: session.access_id })}>
                {session.access_name}
              </HrefLink>
            ),
        }
      : null,
    { id: 'protocol', header: t('columns.protocol'), cell: (session) => session.protocol.toUpperCase() },
    {
      id: 'from',
      header: t('columns.from'),
      cell: (session) => <span className="cell-mono">{session.from_ip}</span>,
    },
    {
      id: 'started_at',
      header: t('columns.started'),
      sortable: true,
      cell: (session) => <DateTime value={session.started_at} />,
    },
    {
      id: 'duration',
      header: t('columns.duration'),
      className: 'cell-number',
      cell: (session) => (session.ended_at === null ? t('open') : formatDuration(session.duration_s)),
    },
    {
      id: 'bytes_in',
      header: t('columns.bytesIn'),
      className: 'cell-number',
      cell: (session) => formatBytes(session.bytes_in, 2, language),
    },
    {
      id: 'bytes_out',
      header: t('columns.bytesOut'),
      className: 'cell-number',
      cell: (session) => formatBytes(session.bytes_out, 2, language),
    },
    {
      id: 'end_reason',
      header: t('columns.end'),
      cell: (session) => (session.end_reason ? t(`reasons.${session.end_reason}`) : '-'),
    },
    {
      id: 'recording',
      header: t('columns.recording'),
      cell: (session) =>
        session.has_recording ? (
          <button
            type="button"
            className="nf-button"
            aria-label={t('playLabel', {
              user: session.user_email,
              device: session.device_name,
              started: session.started_at,
            })}
            onClick={() => onPlay(session)}
          >
            {t('play')}
          </button>
        ) : null,
    },
  ];
  return columns.filter((column): column is DataTableColumn<RemoteSessionRow> => column !== null);
}
