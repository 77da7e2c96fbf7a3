export {
  createResponseCache,
  DEFAULT_CACHE,
  type ResponseCache,
  type ResponseCacheOptions,
  SHORT_CACHE,
  THROTTLE_MS,
} from './cache/createResponseCache.js';
export {
  type BulkActionPayload,
  type BulkDataPayload,
  bulkActionPayload,
  bulkDataPayload,
} from './calls/bulkPayload.js';
export { loadPickList, PICK_LIST_LIMIT, PICK_LIST_PATHS, type PickListPath } from './calls/pickList.js';
export {
  actionOfMethod,
  type RequestAction,
  type ResultMessageInput,
  resultMessage,
} from './calls/resultMessage.js';
export { type FormValue, toFormData } from './calls/toFormData.js';
export { download, fileNameOf, type UploadProgress, upload } from './calls/transfer.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ClientLocation,
  createApiClient,
  type RequestContext,
  USER_REQUEST_TIMEOUT_MS,
} from './createApiClient.js';
export { ApiError, isApiError, isSessionEndedError, SessionEndedError } from './errors/ApiError.js';
export { GLOBAL_ERROR_CODES, type GlobalErrorCode, isGlobalErrorCode } from './errors/globalErrors.js';
export { type ClientEvents, createEmitter, type Emitter, type Listener } from './events/createEmitter.js';
export { applyRequestHeaders, type RequestHeaderSources } from './http/applyRequestHeaders.js';
export {
  createPendingRequests,
  type PendingRequests,
  type PendingToken,
} from './http/createPendingRequests.js';
export { readCookie } from './http/readCookie.js';
export { resolveApiBase } from './http/resolveApiBase.js';
export { type SearchParamValue, serializeSearchParams } from './http/serializeSearchParams.js';
export { readXsrfToken, XSRF_COOKIE_NAMES } from './http/xsrfToken.js';
export { continueUrlAllowed, parseContinueUrl } from './session/continueUrlAllowed.js';
export {
  createFailureCounter,
  type FailureCounter,
  MAX_FAILED_ATTEMPTS,
} from './session/createFailureCounter.js';
export {
  createTokenRefresher,
  type LockManagerLike,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './session/createTokenRefresher.js';
export {
  type ChannelHandlers,
  type ChannelMessage,
  createRealtimeClient,
  notificationsChannel,
  type RealtimeClient,
  type RealtimeClientOptions,
  SOCKET_PATH,
  SOCKET_RECONNECTION,
  type SocketFactory,
  type SubscribeAck,
} from './socket/createRealtimeClient.js';
export { createUserStorage, STORAGE_PAGE_SIZE, type UserStorage } from './storage/createUserStorage.js';
export {
  APP_VERSION,
  checkVersion,
  type DeployedVersion,
  loadVersionWorker,
  postponeUpdate,
  UPDATE_PROMPT_DELAY_MS,
  type VersionCheckOptions,
} from './version/checkVersion.js';
