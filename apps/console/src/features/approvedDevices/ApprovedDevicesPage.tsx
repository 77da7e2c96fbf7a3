import { errorMessageOf, removeApprovedDevice } from '@netfleet/api-client';
import { approvedDevicesQueryOptions, invalidateResource, useApiClient } from '@netfleet/api-client/react';
import type { ApprovedDevice } from '@netfleet/contracts';
import { useToastStore } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { ListView } from '../../components/list/ListView.js';
import { useListLabels } from '../../components/list/useListLabels.js';
import { useListRoute } from '../../components/list/useListRoute.js';
import { useTexts } from '../../i18n/useTexts.js';
import { FormButton } from '../forms/FormButton.js';
import { addApprovedDeviceForm } from './addApprovedDeviceForm.js';
import { approvedDeviceColumns } from './approvedDeviceColumns.js';
import { approvedDevicesSearch } from './approvedDevicesSearch.js';
import { approvedDevicesTexts } from './texts.js';

const route = getRouteApi('/shell/auth-devices');

/**
 * `/auth-devices` (super_admin): the serials and MACs the system operator approved, paged,
 * sorted and searched on the server. "Add approved device" opens its form in a modal;
 * each row's delete asks first, then removes the approval and reloads the list.
 */
export function ApprovedDevicesPage() {
  const t = useTexts(approvedDevicesTexts);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { modals } = useConsole();
  const toasts = useToastStore();
  const { search, query, onSearchChange } = useListRoute(
    route.useSearch(),
    approvedDevicesSearch,
    approvedDevicesQueryOptions,
  );
  const onDelete = useCallback(
    async (device: ApprovedDevice) => {
      const { confirmed } = await modals.confirm({
        title: t('delete.title'),
        message: t('delete.prompt', { serial: device.serial, mac: device.mac }),
        confirmText: t('delete.confirm'),
      });
      if (!confirmed) return;
      try {
        await removeApprovedDevice(client, device.id);
        toasts.success(t('delete.done'));
        await invalidateResource(queryClient, 'approvedDevices');
      } catch (error) {
        // The server's message, as it sent it (spec §8).
        toasts.error(errorMessageOf(error, t('delete.failed')));
      }
    },
    [client, modals, queryClient, t, toasts],
  );
  const columns = useMemo(() => approvedDeviceColumns(t, (device) => void onDelete(device)), [t, onDelete]);
  return (
    <ListView
      {...useListLabels(approvedDevicesTexts)}
      columns={columns}
      getRowId={(device) => device.id}
      query={query}
      search={search}
      onSearchChange={onSearchChange}
      loadFailedText={t('loadFailed')}
      actions={<FormButton form={addApprovedDeviceForm} />}
    />
  );
}
