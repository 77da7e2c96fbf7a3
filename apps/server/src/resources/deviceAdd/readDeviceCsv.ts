import { finished, type Readable } from 'node:stream';
import {
  DEVICE_IMPORT_COLUMNS,
  type DeviceImportLine,
  DeviceImportLineSchema,
  deviceAddMessage,
} from '@netfleet/contracts';
import { parse } from 'csv-parse';
import * as v from 'valibot';
import { issueMessage } from '../../http/issueMessage.js';

/** Most devices one file may add. */
export const IMPORT_MAX_LINES = 100_000;

/** A line's problem: its line number in the file (the header is line 1) and the column. */
export interface LineError {
  line: number;
  column: string | null;
  message: string;
}

/** What a device CSV holds: the valid lines, and the errors of the others. */
export interface DeviceCsv {
  lines: { line: number; values: DeviceImportLine }[];
  errors: LineError[];
  /** Lines with a record (not the header, not blank ones). */
  count: number;
}

const KNOWN: ReadonlySet<string> = new Set(DEVICE_IMPORT_COLUMNS);

/**
 * Reads a device CSV as it streams in (csv-parse: quoting, `\r\n`, a BOM, blank lines): the
 * header names the columns (any order, any case; `serial` and `mac` required, unknown ones
 * refused), each line is checked with `DeviceImportLineSchema`. A file that cannot be read
 * as CSV at all gives one error at the line where it broke; an upload that breaks off rejects
 * with the stream's error.
 */
export async function readDeviceCsv(stream: Readable): Promise<DeviceCsv> {
  const result: DeviceCsv = { lines: [], errors: [], count: 0 };
  const parser = stream.pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  // `pipe` does not pass the source's error on, and a part whose upload broke off may come
  // already destroyed (busboy's "Unexpected end of multipart data"): either would leave the
  // parser waiting for bytes that never come. `finished` reports both.
  let uploadError: unknown;
  finished(stream, (error) => {
    if (!error) return;
    uploadError = error;
    parser.destroy(error);
  });
  let checkedHeader = false;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      if (!checkedHeader) {
        checkedHeader = true;
        const given = Object.keys(record);
        const unknown = given.filter((name) => !KNOWN.has(name));
        const missing = ['serial', 'mac'].filter((name) => !given.includes(name));
        const columns = DEVICE_IMPORT_COLUMNS.join(', ');
        if (unknown.length > 0 || missing.length > 0) {
          result.errors.push({
            line: 1,
            column: null,
            message:
              unknown.length > 0
                ? deviceAddMessage('columnsUnknown', { columns, unknown: unknown.join(', ') })
                : deviceAddMessage('columns', { columns }),
          });
          stream.resume();
          return result;
        }
      }
      result.count += 1;
      if (result.count > IMPORT_MAX_LINES) {
        result.errors.push({
          line: info.lines,
          column: null,
          message: deviceAddMessage('tooManyLines', { max: IMPORT_MAX_LINES }),
        });
        stream.resume();
        return result;
      }
      // PostgreSQL cannot store a NUL character: refused as the API refuses one in a body.
      const withNul = Object.keys(record).find((column) => record[column]?.includes('\u0000'));
      if (withNul !== undefined) {
        result.errors.push({
          line: info.lines,
          column: withNul,
          message: deviceAddMessage('nul', { column: withNul }),
        });
        continue;
      }
      const parsed = v.safeParse(DeviceImportLineSchema, record);
      if (parsed.success) {
        result.lines.push({ line: info.lines, values: parsed.output });
        continue;
      }
      // One error per column of the line.
      const seen = new Set<string>();
      for (const issue of parsed.issues) {
        const column = String(issue.path?.[0]?.key ?? '');
        if (seen.has(column)) continue;
        seen.add(column);
        result.errors.push({ line: info.lines, column: column || null, message: issueMessage(issue) });
      }
    }
  } catch (error) {
    // Not the file's fault: the request's, answered as such by the API's error handler.
    if (uploadError) throw uploadError;
    const where = (error as { lines?: number }).lines ?? result.count + 1;
    result.errors.push({
      line: where,
      column: null,
      message: deviceAddMessage('notCsv', {
        reason: (error as Error).message.replace(/^Invalid [^:]*: /, ''),
      }),
    });
    stream.resume();
  }
  if (!checkedHeader && result.errors.length === 0) {
    result.errors.push({ line: 1, column: null, message: deviceAddMessage('noDevices') });
  }
  return result;
}
