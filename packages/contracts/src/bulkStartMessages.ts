import { DEVICE_ADD_MESSAGES } from './deviceAddMessages.js';
import { createMessageParser } from './messageTemplates.js';

/**
 * Why the server refuses to start a bulk action (`POST /devices/bulk`), as it words it in
 * English; `{name}` marks a value. The console shows each in the user's language
 * ({@link parseBulkStartMessage}); the options' field messages are the schemas' own.
 */
export const BULK_START_MESSAGES = {
  noMatch: 'No devices match the filter',
  noSelection: 'Select at least one device',
  tagsNotInScope: DEVICE_ADD_MESSAGES.tagsNotInScope,
  companyNotInScope: DEVICE_ADD_MESSAGES.companyNotFound,
  creditTypeNotFound: 'No resource type {type}.',
} as const;

/** A message of {@link BULK_START_MESSAGES}. */
export type BulkStartMessageKey = keyof typeof BULK_START_MESSAGES;

/**
 * The refusal behind an English text of a bulk start, with its values, or null for any other.
 *
 * @example
 * parseBulkStartMessage('No tag 7, 9 in your companies.'); // { key: 'tagsNotInScope', values: { tags: '7, 9' } }
 */
export const parseBulkStartMessage = createMessageParser(BULK_START_MESSAGES);
