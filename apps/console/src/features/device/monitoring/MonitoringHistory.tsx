import { deviceEventsInfiniteQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceEvent } from '@netfleet/contracts';
import { DataTable, type DataTableColumn } from '@netfleet/ui-kit';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DateTime } from '../../../components/DateTime.js';
import { LoadFailed } from '../../../components/LoadFailed.js';
import { type Translate, useTexts } from '../../../i18n/useTexts.js';
import { useDeviceEvents } from '../live/useDeviceLive.js';
import { monitoringChange } from './monitoringChange.js';
import { formatInterval, monitoringTypeName } from './monitoringWords.js';
import { deviceMonitoringTexts } from './texts.js';

type MonitoringTexts = (typeof deviceMonitoringTexts)['languages']['en'];

const KINDS = ['monitoring'] as const;

function changeText(t: Translate<MonitoringTexts>, event: DeviceEvent): string {
  const change = monitoringChange(event);
  if (change === null) return event.message;
  const parts: string[] = [];
  if (change.fromInterval !== change.toInterval && change.toInterval !== null) {
    parts.push(
      t('history.interval', {
        from: change.fromInterval === null ? '-' : formatInterval(t, change.fromInterval),
        to: formatInterval(t, change.toInterval),
      }),
    );
  }
  if (change.fromEnabled !== change.toEnabled && change.toEnabled !== null) {
    const state = (on: boolean | null) => (on === null ? '-' : t(on ? 'state.on' : 'state.off'));
    parts.push(t('history.enabled', { from: state(change.fromEnabled), to: state(change.toEnabled) }));
  }
  return parts.length > 0 ? parts.join('; ') : event.message;
}

function historyColumns(t: Translate<MonitoringTexts>): DataTableColumn<DeviceEvent>[] {
  return [
    { id: 'when', header: t('history.columns.when'), cell: (event) => <DateTime value={event.at} /> },
    {
      id: 'who',
      header: t('history.columns.who'),
      cell: (event) => (event.user ? event.user.name || event.user.email : t('history.noUser')),
    },
    {
      id: 'type',
      header: t('history.columns.type'),
      cell: (event) => {
        const change = monitoringChange(event);
        return change ? monitoringTypeName(t, change.configId) : '-';
      },
    },
    { id: 'change', header: t('history.columns.change'), cell: (event) => changeText(t, event) },
  ];
}

/**
 * The history of a device's monitoring parameter changes (its `monitoring` events), newest
 * first: when, who, which type, and the interval or state from → to; older pages on demand,
 * and a change made elsewhere appears as its event arrives.
 */
export function MonitoringHistory({ deviceId }: { deviceId: number }) {
  const t = useTexts(deviceMonitoringTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = deviceEventsInfiniteQueryOptions(client, deviceId, { kind: KINDS });
  const query = useInfiniteQuery(options);
  useDeviceEvents(deviceId, (event) => {
    if (event.kind === 'monitoring') void queryClient.invalidateQueries({ queryKey: options.queryKey });
  });
  const columns = useMemo(() => historyColumns(t), [t]);
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <h3 className="device-tab__subtitle">{t('history.title')}</h3>
      {query.isError ? (
        <LoadFailed title={t('history.loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : (
        <DataTable
          caption={t('history.caption')}
          hideCaption
          columns={columns}
          rows={rows}
          getRowId={(event) => event.id}
          loading={query.isPending}
          busy={query.isFetchingNextPage}
          emptyText={t('history.empty')}
        />
      )}
      {query.hasNextPage ? (
        <div>
          <button
            type="button"
            className="nf-button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('history.more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
