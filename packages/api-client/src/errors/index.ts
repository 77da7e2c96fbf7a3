// The `@netfleet/api-client/errors` entry: the one error type of every call and its helpers,
// with nothing of the session, storage or socket layers, so DOM-free code (the forms core)
// can use them without the browser's types.

export {
  ApiError,
  type ApiErrorOptions,
  isApiError,
  isSessionEndedError,
  SessionEndedError,
} from './ApiError.js';
export { errorItemsOf, readErrorItems } from './errorItemsOf.js';
export { errorMessageOf } from './errorMessageOf.js';
export { REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from './errorTexts.js';
export { GLOBAL_ERROR_CODES, type GlobalErrorCode, isGlobalErrorCode } from './globalErrors.js';
export { apiErrorFromResponse, type ReadResponse, toApiError } from './toApiError.js';
