/**
 * Why a device of a bulk job (or one of its commands) failed, as the server words it in the
 * item's `error`. The console shows each in the user's language ({@link parseBulkFailureReason});
 * any other text is a device's own answer to a command, shown as it came.
 */
export const BULK_FAILURE_REASONS = {
  notFound: 'Device not found',
  offline: 'Device is offline',
  notActivated: 'Device is not activated',
  noCredits: 'Not enough credits of this type left.',
  replaced: 'Replaced by a newer request',
  timeout: 'Device did not answer within 10 minutes',
  serverFailed: 'The action failed on the server',
} as const;

/** A fixed reason of {@link BULK_FAILURE_REASONS}, or one with values. */
export type BulkFailureReasonKey = keyof typeof BULK_FAILURE_REASONS | 'tagsNotForCompany' | 'permissionLost';

const TAGS_PREFIX = 'No tag ';
const TAGS_SUFFIX = " for this device's company.";
const PERMISSION_PREFIX = 'You no longer have permission to ';

/** The reason of a device that cannot take these tags (they belong to another company). */
export function tagsNotForCompanyReason(tagNames: readonly string[]): string {
  return `${TAGS_PREFIX}${tagNames.join(', ')}${TAGS_SUFFIX}`;
}

/** The reason of every item left when the job's owner lost the action's permission. */
export function permissionLostReason(permission: string): string {
  return `${PERMISSION_PREFIX}${permission.replaceAll('_', ' ')}.`;
}

const FIXED = new Map<string, BulkFailureReasonKey>(
  Object.entries(BULK_FAILURE_REASONS).map(([key, text]) => [text, key as BulkFailureReasonKey]),
);

/**
 * The reason behind a failed item's `error`, with its values (`tags`: the tag names), or null
 * for a text the server did not word (a device's own).
 *
 * @example
 * parseBulkFailureReason("No tag Depot, Night for this device's company.");
 * // { key: 'tagsNotForCompany', values: { tags: 'Depot, Night' } }
 */
export function parseBulkFailureReason(
  error: string,
): { key: BulkFailureReasonKey; values: Record<string, string> } | null {
  const fixed = FIXED.get(error);
  if (fixed) return { key: fixed, values: {} };
  if (error.startsWith(TAGS_PREFIX) && error.endsWith(TAGS_SUFFIX)) {
    return {
      key: 'tagsNotForCompany',
      values: { tags: error.slice(TAGS_PREFIX.length, -TAGS_SUFFIX.length) },
    };
  }
  if (error.startsWith(PERMISSION_PREFIX) && error.endsWith('.')) {
    return { key: 'permissionLost', values: { permission: error.slice(PERMISSION_PREFIX.length, -1) } };
  }
  return null;
}
