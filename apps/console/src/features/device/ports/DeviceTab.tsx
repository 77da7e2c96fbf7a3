import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceDetail } from '@netfleet/contracts';
import { Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../../../i18n/routeTitles.js';
import './deviceTab.css';
import { LoadFailed } from '../../../components/LoadFailed.js';

const route = getRouteApi('/shell/devices/$id');

/** The id of the device whose page is open (`/devices/{id}/…`). */
export function useRouteDeviceId(): number {
  return route.useParams().id;
}

/** Props of {@link DeviceTab}. */
export interface DeviceTabProps {
  /** The tab's route name (`device.ports`): its title in the user's language is the heading. */
  routeName: string;
  /** Title of the error shown when the device cannot be loaded. */
  loadFailed: string;
  /** Buttons beside the heading, from the loaded device. */
  actions?: (device: DeviceDetail) => ReactNode;
  /** The tab's content, from the loaded device. */
  children: (device: DeviceDetail) => ReactNode;
}

/**
 * A tab of the device page that shows the device's own state: its heading, then the content
 * from the device detail (the layout's loader already cached it; `useDeviceLive` keeps it
 * fresh), with a loader while it is pending and an error when it cannot be loaded.
 *
 * @example
 * <DeviceTab routeName="device.ports" loadFailed="The device could not be loaded">{(device) => <PortsView device={device} />}</DeviceTab>
 */
export function DeviceTab({ routeName, loadFailed, actions, children }: DeviceTabProps) {
  const title = useRouteTitle()(routeName);
  const client = useApiClient();
  const id = useRouteDeviceId();
  const query = useQuery(deviceQueryOptions(client, id));
  let body: ReactNode;
  if (query.isPending) body = <Loader block />;
  else if (query.isError)
    body = <LoadFailed title={loadFailed} message={query.error.message} onRetry={query.refetch} />;
  else body = children(query.data);
  return (
    <section className="device-tab" aria-label={title}>
      <header className="device-tab__header">
        <h2 className="device-tab__title">{title}</h2>
        {query.data && actions ? <div className="device-tab__actions">{actions(query.data)}</div> : null}
      </header>
      {body}
    </section>
  );
}
