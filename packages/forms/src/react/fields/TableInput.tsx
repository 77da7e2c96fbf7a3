import type { TableColumn } from '../../core/fields/FieldDefinition.js';
import { useFormsTexts } from '../i18n/useFormsTexts.js';

/** One row of a {@link TableInput}: values by column key. */
export type TableRow = Record<string, string>;

/** Props of {@link TableInput}. */
export interface TableInputProps {
  /** Names the table (its caption). */
  label: string;
  columns: readonly TableColumn[];
  value: readonly TableRow[];
  onChange: (rows: TableRow[]) => void;
  disabled?: boolean;
  /** Rows at most; "Add row" is disabled beyond. */
  maxRows?: number;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

function emptyRow(columns: readonly TableColumn[]): TableRow {
  return Object.fromEntries(columns.map((column) => [column.key, '']));
}

/**
 * A small editable table: one input per cell (labelled "{column}, row {n}"), "Add row" and
 * a remove button per row. The value is a list of row objects, sent as `data` so bulk
 * errors (`data.N.field`) land on it.
 *
 * @example
 * <TableInput label="Devices" columns={[{ key: 'serial', label: 'Serial' }]} value={rows} onChange={setRows} />
 */
export function TableInput({ label, columns, value, onChange, disabled, maxRows, ...aria }: TableInputProps) {
  const t = useFormsTexts();
  const update = (index: number, key: string, cell: string) =>
    onChange(value.map((row, position) => (position === index ? { ...row, [key]: cell } : row)));
  return (
    <div className="nf-table-input">
      <table aria-describedby={aria['aria-describedby']}>
        <caption className="nf-visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">
              <span className="nf-visually-hidden">{t('rowActions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="nf-table-input__empty">
                {t('noRows')}
              </td>
            </tr>
          ) : null}
          {value.map((row, index) => (
            // Rows have no identity of their own; they are edited in place.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional.
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.key}>
                  <input
                    type={column.type ?? 'text'}
                    value={row[column.key] ?? ''}
                    placeholder={column.placeholder}
                    required={column.required}
                    disabled={disabled}
                    aria-invalid={aria['aria-invalid'] || undefined}
                    aria-label={t('cellLabel', { column: column.label, row: index + 1 })}
                    onChange={(event) => update(index, column.key, event.currentTarget.value)}
                  />
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="nf-button"
                  disabled={disabled}
                  aria-label={t('removeRow', { row: index + 1 })}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="nf-button"
        disabled={disabled || (maxRows !== undefined && value.length >= maxRows)}
        onClick={() => onChange([...value, emptyRow(columns)])}
      >
        {t('addRow')}
      </button>
    </div>
  );
}
