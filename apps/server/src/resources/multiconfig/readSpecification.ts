import {
  ERROR_CODES,
  type ErrorItem,
  type MulticonfigSpecification,
  MulticonfigSpecificationSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';
import { ApiError } from '../../http/ApiError.js';
import { jsonPathLines, lineAndColumn } from './jsonPathLines.js';

/** At most this many problems of one document are listed. */
const MAX_DOCUMENT_ERRORS = 20;

/**
 * Parses and validates an uploaded multiconfig specification (`MulticonfigSpecificationSchema`).
 * Problems answer 422 `VALIDATION_FAILED` with the file import source `{fileKey}.{line}` (a
 * JSON syntax error) or `{fileKey}.{line}.{json path}` (a schema error), which the console
 * shows as "{message} ({path}, line {line} in {file name})".
 */
export function readSpecification(bytes: Buffer, fileKey: string): MulticonfigSpecification {
  const text = bytes.toString('utf8').replace(/^\ufeff/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'not JSON';
    // V8: "… in JSON at position 42" (Node 20) or "… (line 3 column 5)" (newer).
    const position = /position (\d+)/.exec(detail);
    const line = position
      ? lineAndColumn(text, Number(position[1])).line
      : (/line (\d+)/.exec(detail)?.[1] ?? 1);
    const message = `The file is not valid JSON: ${detail.replace(/\s*(in JSON )?at position \d+.*$/, '').replace(/\s*\(line \d+ column \d+\)$/, '')}`;
    throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, message, `${fileKey}.${line}`);
  }
  const result = v.safeParse(MulticonfigSpecificationSchema, json);
  if (result.success) return result.output;
  const lines = jsonPathLines(text);
  const items: ErrorItem[] = [];
  for (const issue of result.issues.slice(0, MAX_DOCUMENT_ERRORS)) {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    const path = keys.join('.');
    let line: number | undefined;
    for (let n = keys.length; n >= 0 && line === undefined; n--) line = lines.get(keys.slice(0, n).join('.'));
    const name = keys.at(-1) ?? 'The document';
    const message = /^[a-z]/.test(issue.message) ? `${name} ${issue.message}` : `${name}: ${issue.message}`;
    items.push({
      code: ERROR_CODES.VALIDATION_FAILED,
      message,
      source: path === '' ? `${fileKey}.${line ?? 1}` : `${fileKey}.${line ?? 1}.${path}`,
    });
  }
  throw new ApiError(422, items);
}
