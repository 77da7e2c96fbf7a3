import { useEffect, useRef } from 'react';
import { Icon } from '../components/Icon.js';
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
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
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
