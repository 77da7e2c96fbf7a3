import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { getEmailSettings } from '../../resources/emailSettings.js';
import { queryKeys } from '../../resources/queryKeys.js';

/** The SMTP settings of `/email-settings` (null before any are saved). */
export function emailSettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.emailSettings.all,
    queryFn: () => getEmailSettings(client),
  });
}
