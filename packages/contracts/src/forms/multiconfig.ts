import * as v from 'valibot';
import { missingAsBlank, requiredMessage, stopOnIssue } from './fields.js';
import { FileNameSchema } from './fileName.js';

/** System types of a multiconfig document. */
export const MULTICONFIG_SYSTEM_TYPES = ['rutos', 'tswos'] as const;
export type MulticonfigSystemType = (typeof MULTICONFIG_SYSTEM_TYPES)[number];

/** An uploaded file as the schema reads it: a browser `File`, or a server's multipart part description. */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

function isUploadedFile(input: unknown): input is UploadedFile {
  if (typeof input !== 'object' || input === null) return false;
  const file = input as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.size === 'number';
}

/** MIME types a multiconfig document may be sent as (the file input's `accept` names `application/json`). */
export const MULTICONFIG_MIME_TYPES: readonly string[] = Object.freeze(['application/json']);

/** The media type of a part's `Content-Type`, lower case, without parameters. */
function mediaTypeOf(type: string): string {
  return type.split(';')[0]?.trim().toLowerCase() ?? '';
}

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = { true: true, '1': true, false: false, '0': false };

/** The first message of {@link FileNameSchema} for a file's name. */
function fileNameMessage(file: unknown): string {
  const result = v.safeParse(FileNameSchema, isUploadedFile(file) ? file.name : '');
  return result.success ? '' : (result.issues[0]?.message ?? '');
}

/**
 * `POST /devices/configurator/specifications` (multipart): system type (rutos or tswos)
 * and a `.json` file required, its name within {@link FileNameSchema}'s rule and its type one of
 * {@link MULTICONFIG_MIME_TYPES} (the server checks both too); overwrite optional (`false` by default; multipart's
 * `'1'`/`'0'` and `'true'`/`'false'` read as booleans).
 */
export const MulticonfigUploadSchema = v.object({
  system_type: missingAsBlank(
    v.pipe(
      v.string(requiredMessage('System type')),
      v.nonEmpty(requiredMessage('System type')),
      stopOnIssue<string>(),
      v.picklist(MULTICONFIG_SYSTEM_TYPES, 'System type must be rutos or tswos'),
    ),
  ),
  file: missingAsBlank(
    v.pipe(
      v.custom<UploadedFile>(isUploadedFile, requiredMessage('File')),
      v.check(
        (file) => v.is(FileNameSchema, file.name),
        (issue) => fileNameMessage(issue.input),
      ),
      v.check((file) => file.name.toLowerCase().endsWith('.json'), 'Only .json files are allowed'),
      v.check(
        (file) => file.type === undefined || MULTICONFIG_MIME_TYPES.includes(mediaTypeOf(file.type)),
        'Only application/json files are allowed',
      ),
    ),
  ),
  overwrite: v.optional(
    v.union(
      [
        v.boolean(),
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform((input) => BOOLEAN_TEXT[String(input)]),
          v.boolean(),
        ),
      ],
      'Overwrite must be true or false',
    ),
    false,
  ),
});
export type MulticonfigUploadPayload = v.InferOutput<typeof MulticonfigUploadSchema>;
