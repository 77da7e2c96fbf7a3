import * as v from 'valibot';
import { IngestEndpointsSchema } from '../ingest.js';
import { MAX_ID, missingAsBlank, optionalText, requiredId, requiredMessage, stopOnIssue } from './fields.js';

/** A serial number: 4 to 32 letters, digits or hyphens (Teltonika's are 10 digits). */
const SERIAL_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
/** A MAC address: six hex pairs, with colons, hyphens or nothing between them. */
const MAC_PATTERN = /^[0-9A-F]{2}([:-]?)[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/i;
/** Longest device name. */
export const DEVICE_NAME_MAX_LENGTH = 255;
/** Most tags given to a device when it is added. */
const DEVICE_TAGS_MAX = 20;

/** `00:1E:42:AB:CD:EF` from any of the accepted spellings. */
export function normalizeMac(mac: string): string {
  const hex = mac.replace(/[:-]/g, '').toUpperCase();
  return hex.match(/.{2}/g)?.join(':') ?? hex;
}

/** A required serial number, trimmed. */
export function serialField() {
  return missingAsBlank(
    v.pipe(
      v.string(requiredMessage('Serial')),
      v.trim(),
      v.nonEmpty(requiredMessage('Serial')),
      stopOnIssue<string>(),
      v.regex(SERIAL_PATTERN, 'Serial must be 4 to 32 letters, digits or hyphens'),
    ),
  );
}

/** A required MAC address, stored as `00:1E:42:AB:CD:EF`. */
export function macField() {
  return missingAsBlank(
    v.pipe(
      v.string(requiredMessage('MAC')),
      v.trim(),
      v.nonEmpty(requiredMessage('MAC')),
      stopOnIssue<string>(),
      v.regex(MAC_PATTERN, 'MAC must be six hex pairs, such as 00:1E:42:AB:CD:EF'),
      v.transform(normalizeMac),
    ),
  );
}

const tagId = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/))], 'Tags must be tag ids'),
  v.transform(Number),
  v.integer('Tags must be tag ids'),
  v.minValue(1, 'Tags must be tag ids'),
  v.maxValue(MAX_ID, 'Tags must be tag ids'),
);

/**
 * `POST /devices` (create_devices): serial and MAC required, a name (the serial without one),
 * the company (in the caller's scope) and tags of the caller's scope.
 */
export const AddDeviceSchema = v.object({
  serial: serialField(),
  mac: macField(),
  name: optionalText('Name', DEVICE_NAME_MAX_LENGTH),
  company_id: requiredId('Company'),
  tag_ids: v.optional(
    v.pipe(
      v.array(tagId, 'Tags must be a list of tag ids'),
      v.maxLength(DEVICE_TAGS_MAX, `At most ${DEVICE_TAGS_MAX} tags`),
    ),
  ),
});
export type AddDevicePayload = v.InferOutput<typeof AddDeviceSchema>;

/** The message of a serial that is registered with another MAC (the spec's connection result code 7). */
export const SERIAL_MAC_MISMATCH_MESSAGE =
  'A device with identical serial but different MAC is already registered';

/** The answer of `POST /devices`: the device, and its ingest token, shown this once. */
export const AddDeviceResponseSchema = v.object({
  data: v.object({
    id: v.number(),
    name: v.string(),
    serial: v.string(),
    mac: v.string(),
    company_id: v.number(),
    company_name: v.string(),
    status: v.number(),
    tags: v.array(v.object({ id: v.number(), name: v.string(), color: v.string() })),
    created_at: v.string(),
    ingest_token: v.string(),
    /** Where the device reports with that token. */
    ingest: IngestEndpointsSchema,
  }),
  message: v.string(),
});
export type AddDeviceResponse = v.InferOutput<typeof AddDeviceResponseSchema>;

/** The columns of a device import CSV, in the sample file's order (`company_id` and `tags` optional). */
export const DEVICE_IMPORT_COLUMNS = ['serial', 'mac', 'name', 'company_id', 'tags'] as const;
/** A CSV import must be smaller than this (spec forms §5: 80 MB). */
export const CSV_MAX_BYTES = 80 * 1024 * 1024;
/** Spec forms §5: a file that is not `text/csv`. */
export const NOT_CSV_MESSAGE = 'Not a CSV file selected';
/** Spec forms §5: a file of 80 MB or more. */
export const CSV_TOO_LARGE_MESSAGE = 'File size must be lower than 80MB';

/**
 * One line of a device import: as {@link AddDeviceSchema}, with `company_id` optional (the
 * form's company, else the importer's own) and `tags` as tag names or ids separated by `;`.
 */
export const DeviceImportLineSchema = v.object({
  serial: serialField(),
  mac: macField(),
  name: optionalText('Name', DEVICE_NAME_MAX_LENGTH),
  company_id: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => /^\d{0,10}$/.test(text) && Number(text) <= MAX_ID, 'Company must be a company id'),
      v.transform((text) => (text === '' ? undefined : Number(text))),
    ),
  ),
  tags: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => [
        ...new Set(
          text
            .split(';')
            .map((tag) => tag.trim())
            .filter((tag) => tag !== ''),
        ),
      ]),
      v.maxLength(DEVICE_TAGS_MAX, `At most ${DEVICE_TAGS_MAX} tags`),
    ),
    '',
  ),
});
export type DeviceImportLine = v.InferOutput<typeof DeviceImportLineSchema>;

/** The answer of `POST /devices/import` when every line was added. */
export const DeviceImportResponseSchema = v.object({
  data: v.object({
    added: v.number(),
    /** Each added device's ingest token, shown this once. */
    devices: v.array(v.object({ id: v.number(), serial: v.string(), ingest_token: v.string() })),
  }),
  message: v.string(),
});
export type DeviceImportResponse = v.InferOutput<typeof DeviceImportResponseSchema>;
