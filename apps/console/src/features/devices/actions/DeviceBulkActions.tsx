import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.js';
import { useCan } from '../../../session/useCurrentUser.js';
import type { ConsoleForm } from '../../forms/defineConsoleForm.js';
import { useConsoleForm } from '../../forms/useConsoleForm.js';
import { DEVICE_BULK_FORMS } from './deviceBulkForms.js';
import type { DeviceBulkSelection } from './deviceBulkSelection.js';
import { deviceBulkTexts } from './formTexts.js';
import './deviceBulkActions.css';

/** Props of {@link DeviceBulkActions}. */
export interface DeviceBulkActionsProps {
  /** The ticked rows, or everything matching the list's filter. */
  selection: DeviceBulkSelection;
}

function BulkActionItem({
  form,
  selection,
  onChosen,
}: {
  form: ConsoleForm;
  selection: DeviceBulkSelection;
  onChosen: () => void;
}) {
  const action = useConsoleForm(form);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="device-bulk__item"
      data-action={form.name}
      onClick={() => {
        onChosen();
        action.open({ defaults: { selection } });
      }}
    >
      {action.title}
    </button>
  );
}

/**
 * The bulk actions toolbar of the devices list, shown while rows are selected (the page
 * says how many): a menu of the actions the user may take (add and remove
 * a tag, move to a company, reboot, request a firmware update, delete, assign credits);
 * actions the user's permissions refuse are not offered, and without any the toolbar is
 * empty. Each action opens its form in a modal with the selection, which says how many
 * devices it applies to.
 *
 * @example
 * <DeviceBulkActions selection={{ kind: 'ids', ids: [1, 2] }} />
 */
export function DeviceBulkActions({ selection }: DeviceBulkActionsProps) {
  const t = useTexts(deviceBulkTexts);
  const can = useCan();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const forms = DEVICE_BULK_FORMS.filter((form) => can(form.permission));
  if (forms.length === 0) return null;

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusAt = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div className="device-bulk" role="toolbar" aria-label={t('menu.label')}>
      <button
        ref={buttonRef}
        type="button"
        className="nf-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setOpen((was) => !was);
          // The menu renders first; its first item takes the focus then.
          requestAnimationFrame(() => focusAt(0));
        }}
      >
        {t('menu.label')}
      </button>
      {open ? (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={t('menu.label')}
          className="device-bulk__menu"
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            const next = event.relatedTarget as Node | null;
            // Focus left the menu (another control, or a click on the page): it closes.
            if (!next || (!event.currentTarget.contains(next) && next !== buttonRef.current)) close(false);
          }}
        >
          {forms.map((form) => (
            // The menu button takes the focus back before the form opens: the form returns it there.
            <BulkActionItem key={form.name} form={form} selection={selection} onChosen={() => close(true)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
