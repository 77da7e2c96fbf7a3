import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceDetail } from '@netfleet/contracts';
import { Loader } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRouteTitle } from '../../../i18n/routeTitles.js';
import { useTexts } from '../../../i18n/useTexts.js';
import { deviceChartsTexts } from './texts.js';
import './charts.css';
import { LoadFailed } from '../../../components/LoadFailed.js';

const deviceRoute = getRouteApi('/shell/devices/$id');

/** The id of the device whose page is open (`/devices/{id}/…`). */
export function useDeviceId(): number {
  return Number(deviceRoute.useParams().id);
}

/** Props of {@link ChartTab}. */
export interface ChartTabProps {
  /** The tab's route name: its title in the user's language is the heading. */
  routeName: string;
  /** The tab's content, from the device (the layout's loader cached it). */
  children: (device: DeviceDetail) => ReactNode;
}

/** A chart tab of the device page: its heading, then its content once the device is known. */
export function ChartTab({ routeName, children }: ChartTabProps) {
  const title = useRouteTitle()(routeName);
  const t = useTexts(deviceChartsTexts);
  const client = useApiClient();
  const id = useDeviceId();
  const query = useQuery(deviceQueryOptions(client, id));
  let body: ReactNode;
  if (query.isPending) body = <Loader block />;
  else if (query.isError)
    body = <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />;
  else body = children(query.data);
  return (
    <section className="device-charts" aria-label={title}>
      <h2 className="device-charts__title">{title}</h2>
      {body}
    </section>
  );
}
