import { type DeviceAddMessageKey, parseDeviceAddMessage } from '@netfleet/contracts';

/** The texts' keys of these messages: one per message (the type checks that each has one). */
type AddMessageTextKey = `addMessages.${DeviceAddMessageKey | 'summaryNotListed'}`;

type Translate = (key: AddMessageTextKey, values?: Record<string, string>) => string;

/**
 * A message of adding devices (one, or from a file) in the user's language: the schemas and
 * the server word them in English (contracts `DEVICE_ADD_MESSAGES`, and an import's summary);
 * any other text is shown as it came.
 */
export function deviceAddMessageText(message: string, t: Translate): string {
  const parsed = parseDeviceAddMessage(message);
  if (!parsed) return message;
  if (parsed.key === 'summary') {
    return t(
      parsed.values.notListed === '0' ? 'addMessages.summary' : 'addMessages.summaryNotListed',
      parsed.values,
    );
  }
  return t(`addMessages.${parsed.key}`, parsed.values);
}
