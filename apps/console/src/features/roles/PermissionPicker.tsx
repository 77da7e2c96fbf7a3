import { PERMISSION_CATALOGUE, type PermissionArea } from '@netfleet/permissions';
import { useEffect, useId, useRef } from 'react';
import { useTexts } from '../../i18n/useTexts.js';
import { permissionTexts } from './permissionTexts.js';
import { rolesTexts } from './texts.js';

/** Props of {@link PermissionPicker}. */
export interface PermissionPickerProps {
  /** The permissions ticked. */
  value: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  /** The permissions the editor may give (their own); the others show, unticked and disabled. */
  grantable: ReadonlySet<string>;
  disabled?: boolean;
}

/** The area's own box: ticks or clears every permission of the area the editor may give. */
function AreaBox({
  area,
  label,
  value,
  onChange,
  grantable,
  disabled,
}: PermissionPickerProps & { area: PermissionArea; label: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const open = area.permissions.filter((name) => grantable.has(name));
  const ticked = open.filter((name) => value.has(name)).length;
  const all = open.length > 0 && ticked === open.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);
  return (
    <label className="permission-picker__area">
      <input
        ref={ref}
        type="checkbox"
        checked={all}
        disabled={disabled || open.length === 0}
        onChange={() => {
          const next = new Set(value);
          for (const name of open) {
            if (all) next.delete(name);
            else next.add(name);
          }
          onChange(next);
        }}
      />
      {label}
    </label>
  );
}

/**
 * The permission set of a role, chosen from the catalogue grouped by area: a fieldset per area
 * whose own box ticks or clears the whole area (half-ticked when some are), then a box per
 * permission. Every box is a labelled native checkbox, so Tab and Space reach and tick each.
 */
export function PermissionPicker(props: PermissionPickerProps) {
  const { value, onChange, grantable, disabled } = props;
  const t = useTexts(rolesTexts);
  const names = useTexts(permissionTexts);
  const id = useId();
  return (
    <fieldset className="permission-picker" aria-labelledby={`${id}-title`}>
      <legend id={`${id}-title`} className="nf-field__label">
        {t('editor.permissions', { count: value.size })}
      </legend>
      {PERMISSION_CATALOGUE.map((area) => (
        <fieldset key={area.name} className="permission-picker__fieldset">
          <legend>
            <AreaBox
              {...props}
              area={area}
              label={t('editor.allOfArea', { area: names(`areas.${area.name}`) })}
            />
          </legend>
          <ul className="permission-picker__list">
            {area.permissions.map((name) => {
              const mayGive = grantable.has(name);
              return (
                <li key={name}>
                  <label title={mayGive ? name : t('editor.notYours')}>
                    <input
                      type="checkbox"
                      name="permissions"
                      value={name}
                      checked={value.has(name)}
                      disabled={disabled || !mayGive}
                      onChange={(event) => {
                        const next = new Set(value);
                        if (event.target.checked) next.add(name);
                        else next.delete(name);
                        onChange(next);
                      }}
                    />
                    {names(`names.${name}`)}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
