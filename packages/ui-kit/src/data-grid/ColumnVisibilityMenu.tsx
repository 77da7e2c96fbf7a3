import { useRef } from 'react';
import { Icon } from '../components/Icon.js';
import { useDisclosureDismiss } from '../components/useDisclosureDismiss.js';
import type { GridTable } from './gridFeatures.js';

/** Props of {@link ColumnVisibilityMenu}. */
export interface ColumnVisibilityMenuProps {
  table: GridTable;
  label: string;
}

/**
 * A "Columns" disclosure listing a checkbox per hideable column. Closes on Esc
 * and on a click outside it.
 */
export function ColumnVisibilityMenu({ table, label }: ColumnVisibilityMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureDismiss(ref);
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <details ref={ref} className="nf-grid__columns">
      <summary className="nf-button">
        <Icon name="columns" size={16} />
        {label}
      </summary>
      <fieldset className="nf-grid__columns-list">
        <legend className="nf-visually-hidden">{label}</legend>
        {hideable.map((column) => (
          <label key={column.id} className="nf-grid__columns-item">
            <input
              type="checkbox"
              checked={column.getIsVisible()}
              // Keep at least one column on screen.
              disabled={column.getIsVisible() && table.getVisibleLeafColumns().length === 1}
              onChange={(event) => column.toggleVisibility(event.target.checked)}
            />
            {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
