import { companyQueryOptions, devicesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { useI18nLanguage } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { formatCount, ListView } from '../../components/list/ListView.js';
import { useListSearchNavigate } from '../../components/list/useListSearchNavigate.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { deviceColumns } from '../devices/deviceColumns.js';
import { devicesTabSearch } from '../devices/devicesSearch.js';
import { devicesTexts } from '../devices/texts.js';
import { companiesTexts } from './texts.js';

const route = getRouteApi('/shell/companies/$company_id/devices');

/**
 * `/companies/{company_id}/devices` (view_devices): the devices of one company, with the
 * devices list's paging, sort and search in the URL.
 */
export function CompanyDevicesPage() {
  const t = useTexts(devicesTexts);
  const companyTexts = useTexts(companiesTexts);
  const client = useApiClient();
  const { company_id: companyId } = route.useParams();
  const company = useQuery(companyQueryOptions(client, companyId));
  const search = devicesTabSearch.resolve(route.useSearch());
  const query = useQuery(
    devicesQueryOptions(client, { ...devicesTabSearch.toParams(search), company_id: companyId }),
  );
  const onSearchChange = useListSearchNavigate(devicesTabSearch.validate);
  // Last seen in the user's language and exact times in the user's time zone, as on the devices list.
  const { env } = useConsole();
  const timeZone = readTimeZone(env.cookies) ?? undefined;
  const { language: locale } = useI18nLanguage();
  const columns = useMemo(() => deviceColumns(t, { timeZone, locale }), [t, timeZone, locale]);
  const title = companyTexts('company.devicesTitle', { name: company.data?.name ?? `#${companyId}` });
  return (
    <ListView
      title={title}
      countText={(count) => t('count', { count, n: formatCount(count) })}
      caption={title}
      columns={columns}
      getRowId={(device) => device.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      searchLabel={t('searchLabel')}
      searchPlaceholder={t('searchPlaceholder')}
      emptyText={t('empty')}
      loadFailedText={t('loadFailed')}
      headingLevel={2}
    />
  );
}
