import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ListRow } from '../../lists/listRows.js';
import { exportValue } from './exportValue.js';

/**
 * An XLSX workbook of one sheet, "Devices": a header row of the field names, then a row per
 * device, written with exceljs' streaming WorkbookWriter (docs/adr): each row is committed and
 * leaves memory as soon as it is written, so the workbook of a million devices streams out in
 * constant memory. Cells are typed values (numbers stay numbers), never formulas.
 */
export function writeDevicesXlsx(fields: readonly string[], pages: AsyncIterable<ListRow[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Devices');
  const write = async () => {
    sheet.addRow([...fields]).commit();
    for await (const rows of pages) {
      for (const row of rows) sheet.addRow(fields.map((field) => exportValue(row[field]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
