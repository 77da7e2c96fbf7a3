import { REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE } from '@netfleet/api-client/errors';

/**
 * Shown when a failed request's body is not an object (spec forms §8): api-client's
 * `REQUEST_FAILED_MESSAGE`, the text of every failure nobody described.
 */
export const FAILED_TO_SEND_MESSAGE = REQUEST_FAILED_MESSAGE;
/** Shown when step-up authentication fails with no method or no message (spec forms §8). */
export const FAILED_TO_CONNECT_MESSAGE = 'Failed to connect to server.';
/** The code of an error item made on the client for a failure the server did not describe. */
export { REQUEST_FAILED_CODE };
