import { type BulkFailureReasonKey, parseBulkFailureReason } from '@netfleet/contracts';
import type { FormsTranslate } from '../../i18n/useFormsTexts.js';
import type { FormTextKey } from '../../texts.js';

const REASON_TEXTS: Record<BulkFailureReasonKey, FormTextKey> = {
  notFound: 'reasonNotFound',
  offline: 'reasonOffline',
  notActivated: 'reasonNotActivated',
  noCredits: 'reasonNoCredits',
  replaced: 'reasonReplaced',
  timeout: 'reasonTimeout',
  serverFailed: 'reasonServerFailed',
  tagsNotForCompany: 'reasonTagsNotForCompany',
  permissionLost: 'reasonPermissionLost',
};

/**
 * A failed device's reason in the user's language: the server words its own reasons in
 * English (contracts `BULK_FAILURE_REASONS`); a device's own answer to a command is shown as
 * it came.
 */
export function bulkFailureText(error: string | null, t: FormsTranslate): string {
  if (error === null) return '';
  const reason = parseBulkFailureReason(error);
  return reason ? t(REASON_TEXTS[reason.key], reason.values) : error;
}
