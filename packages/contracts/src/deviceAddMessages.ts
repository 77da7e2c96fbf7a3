import { SERIAL_MAC_MISMATCH_MESSAGE } from './forms/addDevice.js';
import { createMessageParser, fillMessage } from './messageTemplates.js';

/**
 * The messages of adding devices, one (`POST /devices`, `AddDeviceSchema`) or from a file
 * (`POST /devices/import`, `DeviceImportLineSchema`), as the schemas and the server word them
 * in English; an import with errors also ends with a summary ({@link deviceImportSummary}).
 * `{name}` marks a value. The console shows each in the user's language
 * ({@link parseDeviceAddMessage}); any other text is shown as it came.
 */
export const DEVICE_ADD_MESSAGES = {
  serialRequired: 'Serial is required',
  serialFormat: 'Serial must be 4 to 32 letters, digits or hyphens',
  macRequired: 'MAC is required',
  macFormat: 'MAC must be six hex pairs, such as 00:1E:42:AB:CD:EF',
  nameTooLong: 'Name must be at most {max} characters',
  companyRequired: 'Company is required',
  companyNotId: 'Company must be a company id',
  tooManyTags: 'At most {max} tags',
  companyNotFound: 'No company {company} in your companies.',
  tagsNotFound: "No tag {tags} in the device's company",
  tagsNotInScope: 'No tag {tags} in your companies.',
  tagsNotForCompany: "No tag {tags} for this device's company.",
  serialRegistered: 'A device with this serial is already registered',
  serialMacMismatch: SERIAL_MAC_MISMATCH_MESSAGE,
  serialRepeated: 'The serial is on line {line} already',
  nul: '{column} must not contain a NUL character (U+0000).',
  columns: 'The columns must be {columns} (serial and mac required)',
  columnsUnknown: 'The columns must be {columns} (serial and mac required); unknown: {unknown}',
  noDevices: 'The file holds no devices',
  tooManyLines: 'A file may add at most {max} devices',
  notCsv: 'The file is not valid CSV: {reason}',
} as const;

/** A message of {@link DEVICE_ADD_MESSAGES}, or the summary of an import with errors. */
export type DeviceAddMessageKey = keyof typeof DEVICE_ADD_MESSAGES | 'summary';

/** {@link DEVICE_ADD_MESSAGES}' `key` with its values filled in. */
export function deviceAddMessage(
  key: keyof typeof DEVICE_ADD_MESSAGES,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillMessage(DEVICE_ADD_MESSAGES[key], values);
}

/**
 * The last, general error of an import with errors: how many devices were added, how many
 * errors the file has, and how many of those the answer leaves out.
 */
export function deviceImportSummary(added: number, errors: number, notListed: number): string {
  const devices = `${added} device${added === 1 ? ' was' : 's were'} added`;
  const found = `${errors} error${errors === 1 ? '' : 's'} in the file`;
  return `${devices}; ${found}${notListed > 0 ? ` (${notListed} more not listed)` : ''}.`;
}

const SUMMARY =
  /^(\d+) devices? (?:was|were) added; (\d+) errors? in the file(?: \((\d+) more not listed\))?\.$/;

const parseTemplate = createMessageParser(DEVICE_ADD_MESSAGES);

/**
 * The message behind an error text of adding devices, with its values, or null for a text
 * that is not one of {@link DEVICE_ADD_MESSAGES} nor the summary.
 *
 * @example
 * parseDeviceAddMessage('The serial is on line 2 already');
 * // { key: 'serialRepeated', values: { line: '2' } }
 * parseDeviceAddMessage('1 device was added; 3 errors in the file.');
 * // { key: 'summary', values: { added: '1', errors: '3', notListed: '0' } }
 */
export function parseDeviceAddMessage(
  text: string,
): { key: DeviceAddMessageKey; values: Record<string, string> } | null {
  const summary = SUMMARY.exec(text);
  if (summary) {
    return {
      key: 'summary',
      values: { added: summary[1] as string, errors: summary[2] as string, notListed: summary[3] ?? '0' },
    };
  }
  return parseTemplate(text);
}
