/**
 * Shown when a request failed and neither the server nor the caller said why: the spec's
 * text for an error body that is not an object (spec forms §8).
 */
export const REQUEST_FAILED_MESSAGE = 'Failed to send request. Try again later';

/** Shown when a request timed out and the caller named no text of its own. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request timed out. Try again later';

/** The code of an error item made on the client for a failure the server did not describe. */
export const REQUEST_FAILED_CODE = 'REQUEST_FAILED';
