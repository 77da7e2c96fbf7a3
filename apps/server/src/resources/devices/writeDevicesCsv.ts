import { Readable } from 'node:stream';
import type { ListRow } from '../../lists/listRows.js';
import { csvCell } from './csvCell.js';
import { exportValue } from './exportValue.js';

/**
 * CSV of the devices: a header row of the field names, then a row per device (CRLF line ends,
 * RFC 4180), streamed one page of rows at a time as the pages are read.
 */
export function writeDevicesCsv(fields: readonly string[], pages: AsyncIterable<ListRow[]>): Readable {
  async function* lines() {
    yield `${fields.join(',')}\r\n`;
    for await (const rows of pages) {
      yield rows
        .map((row) => `${fields.map((field) => csvCell(exportValue(row[field]))).join(',')}\r\n`)
        .join('');
    }
  }
  return Readable.from(lines());
}
