import { isApiError } from '@netfleet/api-client';
import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { hrefFor, type RouteName } from '@netfleet/permissions';
import { Alert, Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { HrefLink } from '../../components/HrefLink.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { usePageInfo } from '../../router/pageInfo.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { deviceTabs, isDeviceTabSupported } from './deviceTabs.js';
import { DeviceHeader } from './header/DeviceHeader.js';
import { useDeviceLive } from './live/useDeviceLive.js';
import { deviceTexts } from './texts.js';

const route = getRouteApi('/shell/devices/$id');

/** How often the device is fetched while a delete may be under way. */
const DELETE_POLL_MS = 3000;
/** How long the page watches after the delete form opened (a cancelled form stops mattering). */
const DELETE_WATCH_MS = 120_000;

/**
 * `/devices/{id}` (view_devices): the device's header, the tabs of spec §2.3 the user may
 * open and the device supports ({@link deviceTabs}), and the open tab below. While the page
 * is open the device's channel keeps status, last seen and telemetry live ({@link useDeviceLive}).
 * A tab opened by its address for hardware the device lacks (GPS on a device without) says so
 * instead of showing an empty page. After a delete from the header the page leaves for the
 * devices list once the device is gone.
 */
export function DevicePage() {
  const t = useTexts(deviceTexts);
  const client = useApiClient();
  const { theme } = useConsole();
  const user = useCurrentUser();
  const { id } = route.useParams();
  const page = usePageInfo();
  const routeTitle = useRouteTitle();
  const router = useRouter();
  // After the user opened the delete form the device is fetched every few seconds: once the
  // job has deleted it (404), the page goes to the devices list.
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const deleting = deletingId === id;
  const query = useQuery({
    ...deviceQueryOptions(client, id),
    refetchInterval: deleting ? DELETE_POLL_MS : false,
  });
  const gone = query.isError && isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (deleting && gone) void router.navigate({ href: hrefFor('management.devices'), replace: true });
  }, [deleting, gone, router]);
  useEffect(() => {
    if (!deleting) return;
    const timer = setTimeout(() => setDeletingId(null), DELETE_WATCH_MS);
    return () => clearTimeout(timer);
  }, [deleting]);
  useDeviceLive(id);

  if (query.isPending) return <Loader block />;
  if (query.isError) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        message={gone ? t('notFound') : query.error.message}
        onRetry={gone ? undefined : query.refetch}
      />
    );
  }
  const device = query.data;
  const tabs = deviceTabs(user, theme, device);
  const current = (page.route?.parent === 'device.info' ? page.name : page.route?.parent) as
    | RouteName
    | undefined;
  const supported = current === undefined || isDeviceTabSupported(current, device);
  return (
    <div className="page device-page">
      <DeviceHeader
        // A half-done edit belongs to its device: another device's page starts fresh.
        key={device.id}
        device={device}
        remoteAccess={tabs.includes('device.access')}
        onDeleteOpened={() => setDeletingId(device.id)}
      />
      <nav className="tabs" aria-label={t('tabs')}>
        <ul className="tabs__list">
          {tabs.map((tab) => (
            <li key={tab}>
              <HrefLink className="tabs__tab" href={hrefFor(tab, { id: device.id })} active={tab === current}>
                {routeTitle(tab)}
              </HrefLink>
            </li>
          ))}
        </ul>
      </nav>
      {supported ? <Outlet /> : <Alert variant="info">{t('tabUnsupported')}</Alert>}
    </div>
  );
}
