export { ApiClientProvider, useApiClient } from './ApiClientProvider.js';
export { invalidateResource } from './invalidateResource.js';
export { accountSessionsQueryOptions, mfaStatusQueryOptions } from './resources/accountSecurityQueries.js';
export { approvedDevicesQueryOptions } from './resources/approvedDevicesQueries.js';
export { brandQueryOptions } from './resources/brandQueries.js';
export {
  COMPANY_STALE_TIME_MS,
  companiesQueryOptions,
  companyMetricsQueryOptions,
  companyQueryOptions,
  companyTreeQueryOptions,
} from './resources/companiesQueries.js';
export { creditCodesQueryOptions } from './resources/creditCodesQueries.js';
export { creditSummaryQueryOptions } from './resources/creditSummaryQueries.js';
export {
  companyCreditsQueryOptions,
  creditForecastQueryOptions,
  creditHistoryQueryOptions,
} from './resources/creditsQueries.js';
export { currentUserQueryOptions } from './resources/currentUserQueries.js';
export { bulkJobQueryOptions } from './resources/deviceBulkQueries.js';
export { deviceEventsInfiniteQueryOptions } from './resources/deviceDetailQueries.js';
export {
  deviceDataUsageQueryOptions,
  deviceIoQueryOptions,
  deviceLocationsQueryOptions,
  devicePositionsQueryOptions,
  deviceSamplesQueryOptions,
  type SeriesRefresh,
} from './resources/deviceSeriesQueries.js';
export { deviceQueryOptions, devicesQueryOptions } from './resources/devicesQueries.js';
export { emailSettingsQueryOptions } from './resources/emailSettingsQueries.js';
export { filesQueryOptions } from './resources/filesQueries.js';
export { invitationsQueryOptions } from './resources/invitationsQueries.js';
export { mailLogsQueryOptions } from './resources/mailLogsQueries.js';
export { allNoticesQueryOptions } from './resources/noticesAdminQueries.js';
export { noticesQueryOptions } from './resources/noticesQueries.js';
export { notificationsPageQueryOptions } from './resources/notificationsPageQueries.js';
export { notificationsQueryOptions, prependNotification } from './resources/notificationsQueries.js';
export { remoteAccessEntryQueryOptions, remoteAccessQueryOptions } from './resources/remoteAccessQueries.js';
export {
  remoteSessionRecordingQueryOptions,
  remoteSessionsQueryOptions,
} from './resources/remoteSessionsQueries.js';
export { rolesQueryOptions } from './resources/rolesQueries.js';
export { searchQueryOptions } from './resources/searchQueries.js';
export { tagsQueryOptions } from './resources/tagsQueries.js';
export {
  impersonationAccessRequestQueryOptions,
  impersonationLogsQueryOptions,
  userMoveLogsQueryOptions,
  usersQueryOptions,
} from './resources/usersQueries.js';
export { useReloadOnTokenRefresh } from './useReloadOnTokenRefresh.js';
