import { isApiError } from './ApiError.js';

/**
 * The text to show for a failed call: the server's own message when the error carries
 * one, else `fallback` (e.g. "Failed to get notifications." of spec §8, which is shown
 * whenever the server said nothing, whatever the call's own fallback was).
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.message : fallback;
}
