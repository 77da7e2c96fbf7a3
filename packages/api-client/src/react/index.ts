export { ApiClientProvider, useApiClient } from './ApiClientProvider.js';
export { currentUserQueryOptions, devicesQueryOptions, queryKeys } from './queryOptions.js';
export { currentUserAtom } from './state.js';
export { useReloadOnTokenRefresh } from './useReloadOnTokenRefresh.js';
export { useUserStorageValue } from './useUserStorageValue.js';
