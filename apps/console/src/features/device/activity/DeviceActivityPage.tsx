import { deviceEventsInfiniteQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { DEVICE_EVENT_KINDS, type DeviceEvent } from '@netfleet/contracts';
import { connectionAttemptResult, simSlotLabel } from '@netfleet/device-capabilities';
import { Loader } from '@netfleet/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { DateTime } from '../../../components/DateTime.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { useDeviceEvents } from '../live/useDeviceLive.js';
import { deviceTexts } from '../texts.js';
import { type DescribeContext, describeEvent } from './describeEvent.js';
import { deviceActivityTexts } from './texts.js';
import './deviceActivity.css';
import { LoadFailed } from '../../../components/LoadFailed.js';

const route = getRouteApi('/shell/devices/$id');

/** Live events kept above the loaded pages at most (a chatty device on a page left open). */
const MAX_FRESH = 500;

/**
 * `/devices/{id}/activity` (view_devices): the device's event log, newest first, 50 at a
 * time with "Load more" (`GET /devices/{id}/events`, keyset), narrowed to one kind by the
 * filter. Each event reads in the user's language from its kind and data (who renamed it
 * from what to what, tags, status changes, connection attempts with the result in words, I/O,
 * restarts, firmware, location, monitoring, actions and who asked), with its time in the
 * user's time zone. Events that happen while the page is open arrive live at the top.
 */
export function DeviceActivityPage() {
  const { id } = route.useParams();
  return <DeviceActivity id={id} />;
}

/** The event log of device `id` (the activity tab's content; see {@link DeviceActivityPage}). */
export function DeviceActivity({ id }: { id: number }) {
  const t = useTexts(deviceActivityTexts);
  const deviceT = useTexts(deviceTexts);
  const client = useApiClient();
  const filterId = useId();
  const [kind, setKind] = useState('');
  const query = useInfiniteQuery(deviceEventsInfiniteQueryOptions(client, id, kind ? { kind: [kind] } : {}));
  // Live events of this device (another device's page, opened in place, starts empty).
  const [live, setLive] = useState<{ id: number; events: DeviceEvent[] }>({ id, events: [] });
  const fresh = live.id === id ? live.events : [];
  useDeviceEvents(id, (event) =>
    setLive((was) => {
      const events = was.id === id ? was.events : [];
      if (events.some((known) => known.id === event.id)) return was;
      return { id, events: [event, ...events].slice(0, MAX_FRESH) };
    }),
  );
  const context = useMemo<DescribeContext>(
    () => ({
      t,
      connection: (code) => deviceT(`connection.${connectionAttemptResult(code).kind}`),
      simSlot: (slot) => simSlotLabel(slot),
    }),
    [t, deviceT],
  );
  const describe = useCallback((event: DeviceEvent) => describeEvent(event, context), [context]);

  const loaded = query.data?.pages.flatMap((page) => page.data) ?? [];
  // A live event the list has since loaded (a refetch after a change) shows once.
  const listed = new Set(loaded.map((event) => event.id));
  const rows = [
    ...fresh.filter((event) => !listed.has(event.id) && (!kind || event.kind === kind)),
    ...loaded,
  ];

  return (
    <section className="device-activity" aria-labelledby={`${filterId}-list`}>
      <div className="device-activity__toolbar">
        <label htmlFor={filterId}>{t('filter')}</label>
        <select
          id={filterId}
          className="nf-input"
          value={kind}
          onChange={(event) => setKind(event.target.value)}
        >
          <option value="">{t('allKinds')}</option>
          {DEVICE_EVENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`kinds.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <h2 id={`${filterId}-list`} className="nf-visually-hidden">
        {t('listLabel')}
      </h2>
      {query.isPending ? (
        <Loader label={t('loading')} block />
      ) : query.isError ? (
        <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : rows.length === 0 ? (
        <p className="device-activity__empty">{kind ? t('emptyFiltered') : t('empty')}</p>
      ) : (
        <ol className="device-activity__list">
          {rows.map((event) => (
            <li key={event.id} className="device-activity__event" data-kind={event.kind}>
              <span className="device-activity__time">
                <DateTime value={event.at} />
              </span>
              <span className="device-activity__text">{describe(event)}</span>
              {event.user ? (
                <span className="device-activity__who" title={event.user.email}>
                  {t('by', { who: event.user.name || event.user.email })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className="nf-button device-activity__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </button>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="device-activity__error">
          {t('loadFailed')}
        </p>
      ) : null}
    </section>
  );
}
