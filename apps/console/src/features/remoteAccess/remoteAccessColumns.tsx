import type { RemoteAccessRow } from '@netfleet/contracts';
import { hrefFor } from '@netfleet/permissions';
import type { DataTableColumn } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { HrefLink } from '../../components/HrefLink.js';
import type { Translate } from '../../i18n/useTexts.js';
import type { RemoteAccessTexts } from './texts.js';

/** "192.168.1.1:22"; IPv6-free by contract, so no brackets are needed. */
export function destinationOf(entry: Pick<RemoteAccessRow, 'destination' | 'port'>): string {
  return `${entry.destination}:${entry.port}`;
}

/** The stored credentials of an entry in words ("Password stored"), or that there are none. */
export function credentialsText(
  t: Translate<RemoteAccessTexts>,
  entry: Pick<RemoteAccessRow, 'has_password' | 'has_private_key'>,
): string {
  const stored = [
    entry.has_password ? t('credentials.password') : null,
    entry.has_private_key ? t('credentials.privateKey') : null,
  ].filter((text): text is string => text !== null);
  return stored.length > 0 ? stored.join(', ') : t('credentials.none');
}

/** What {@link remoteAccessColumns} shows besides the entry's own facts. */
export interface RemoteAccessColumnsOptions {
  /** The device column (the list of every device's entries; not the device page's tab). */
  showDevice: boolean;
  /** The actions cell of a row (`EntryActions`). */
  actions: (entry: RemoteAccessRow) => ReactNode;
}

/**
 * The columns of a table of remote access entries, the list page's and the device page's
 * access tab alike: name (to the entry's page), device, protocol, destination:port, enabled,
 * the credentials stored and the actions the user may take.
 */
export function remoteAccessColumns(
  t: Translate<RemoteAccessTexts>,
  { showDevice, actions }: RemoteAccessColumnsOptions,
): DataTableColumn<RemoteAccessRow>[] {
  const columns: (DataTableColumn<RemoteAccessRow> | null)[] = [
    {
      id: 'name',
      header: t('columns.name'),
      sortable: true,
      rowHeader: true,
      className: 'cell-name',
      cell: (entry) => (
        <HrefLink href={hrefFor('remote.access.single', { id: entry.id })}>{entry.name}</HrefLink>
      ),
    },
    showDevice
      ? {
          id: 'device_name',
          header: t('columns.device'),
          sortable: true,
          className: 'cell-name',
          cell: (entry) => (
            <HrefLink href={hrefFor('device.info', { id: entry.device_id })}>{entry.device_name}</HrefLink>
          ),
        }
      : null,
    {
      id: 'protocol',
      header: t('columns.protocol'),
      sortable: true,
      cell: (entry) => entry.protocol.toUpperCase(),
    },
    {
      id: 'destination',
      header: t('columns.destination'),
      cell: (entry) => <span className="cell-mono">{destinationOf(entry)}</span>,
    },
    {
      id: 'enabled',
      header: t('columns.enabled'),
      cell: (entry) => (
        <span className={`status-badge${entry.enabled ? ' status-badge--active' : ''}`}>
          {t(entry.enabled ? 'enabled.yes' : 'enabled.no')}
        </span>
      ),
    },
    { id: 'credentials', header: t('columns.credentials'), cell: (entry) => credentialsText(t, entry) },
    { id: 'actions', header: t('columns.actions'), cell: actions, pinned: 'end' },
  ];
  return columns.filter((column): column is DataTableColumn<RemoteAccessRow> => column !== null);
}
