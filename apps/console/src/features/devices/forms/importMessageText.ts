import { type DeviceImportMessageKey, parseDeviceImportMessage } from '@netfleet/contracts';

/** The texts' keys of the import's messages: one per message (the type checks that each has one). */
type ImportMessageTextKey = `importMessages.${DeviceImportMessageKey | 'summaryNotListed'}`;

type Translate = (key: ImportMessageTextKey, values?: Record<string, string>) => string;

/**
 * An import error in the user's language: the server words the import's messages in English
 * (contracts `DEVICE_IMPORT_MESSAGES`, and the summary); any other text is shown as it came.
 */
export function importMessageText(message: string, t: Translate): string {
  const parsed = parseDeviceImportMessage(message);
  if (!parsed) return message;
  if (parsed.key === 'summary') {
    return t(
      parsed.values.notListed === '0' ? 'importMessages.summary' : 'importMessages.summaryNotListed',
      parsed.values,
    );
  }
  return t(`importMessages.${parsed.key}`, parsed.values);
}
