import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../createApiClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import {
  getRemoteSessionRecording,
  listRemoteSessions,
  type RemoteSessionListParams,
} from '../../resources/remoteSessions.js';

/** One page of the access history; the previous page stays on screen while the next loads. */
export function remoteSessionsQueryOptions(client: ApiClient, params: RemoteSessionListParams) {
  return queryOptions({
    queryKey: queryKeys.remoteSessions.list(params),
    queryFn: () => listRemoteSessions(client, params),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** A finished terminal session's asciicast; it never changes once written. */
export function remoteSessionRecordingQueryOptions(client: ApiClient, id: number) {
  return queryOptions({
    queryKey: queryKeys.remoteSessions.recording(id),
    queryFn: () => getRemoteSessionRecording(client, id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
