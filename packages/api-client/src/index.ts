export {
  type ApiClient,
  type ApiClientOptions,
  type ClientLocation,
  createApiClient,
  USER_REQUEST_TIMEOUT_MS,
} from './createApiClient.js';
export { ApiError, isApiError, isSessionEndedError, SessionEndedError } from './errors/ApiError.js';
export { applyRequestHeaders, type RequestHeaderSources } from './http/applyRequestHeaders.js';
export { readCookie } from './http/readCookie.js';
export { type SearchParamValue, serializeSearchParams } from './http/serializeSearchParams.js';
export { readXsrfToken, XSRF_COOKIE_NAMES } from './http/xsrfToken.js';
export { continueUrlAllowed, parseContinueUrl } from './session/continueUrlAllowed.js';
export {
  createTokenRefresher,
  type LockManagerLike,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './session/createTokenRefresher.js';
