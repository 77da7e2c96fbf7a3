import type { ListInputOptions } from '../listInput/listInputOptions.js';

/** Components a field may render instead of a plain input (spec forms §3). */
export type FieldComponent = 'ItemSelect' | 'DeviceSelect' | 'BaseAlert' | 'ListInput' | 'TableInput';

/** Input types of a plain field. Anything else is passed to the input as is. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'password'
  | 'number'
  | 'url'
  | 'tel'
  | 'search'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'file'
  | 'date'
  | 'color'
  | 'hidden'
  | (string & {});

/** One choice of a select, radio or item select. */
export interface FieldOption {
  value: string | number | boolean | null;
  label: string;
  disabled?: boolean;
}

/**
 * When a field shows, by the value of another field (`key`):
 * - `{ key, value }`: the value equals `value`;
 * - `{ key, values }`: the value is one of `values`;
 * - `{ key, truthy }`: the value is truthy (`truthy: true`, the default with only `key`)
 *   or falsy (`truthy: false`). An empty string or empty array is falsy.
 *
 * Numbers and numeric strings compare equal (`2` and `'2'`), since inputs give strings.
 * A list of rules must all hold. A field that depends on a hidden field is hidden too.
 */
export type FieldDependency =
  | { key: string; value: unknown }
  | { key: string; values: readonly unknown[] }
  | { key: string; truthy?: boolean };

/** The definition of one form field (spec forms §3: form field definition). */
export interface FieldDefinition {
  /** The value's key in the form values and the payload. */
  key: string;
  label?: string;
  /** Input type. Defaults to `'text'`. */
  type?: FieldType;
  required?: boolean;
  /** Choices of a select, radio or `ItemSelect`. */
  options?: readonly FieldOption[];
  /** A component rendered instead of a plain input. */
  component?: FieldComponent;
  /** Shows the field only when the rule (or every rule) holds; hidden, its value is cleared. */
  depends?: FieldDependency | readonly FieldDependency[];
  /** Shows the field only to users holding this permission. */
  permission?: string;
  min?: number;
  max?: number;
  step?: number;
  minlength?: number;
  maxlength?: number;
  /** The native pattern: the whole value must match. */
  pattern?: string;
  /** An input mask (see `applyMask`). */
  mask?: string;
  placeholder?: string;
  /** A line under the field. */
  subtext?: string;
  /** A tooltip next to the label. */
  hint?: string;
  /** Text shown inside the input's end, e.g. a unit (`'s'`, `'%'`). */
  addon?: string;
  /** Offer a "generate" button (a password field: `generatePassword`). */
  generate?: boolean;
  /** MIME types and extensions a file field accepts. */
  accept?: string;
  /** A link the field shows (a `BaseAlert`'s link, a help link). */
  href?: string;
  /** Options of a `ListInput` field (not in the spec's key list: the list input's own options). */
  list?: ListInputOptions;
  /** Where an `ItemSelect` loads its choices (not in the spec's key list: the pick-list call of §7). */
  source?: PickListSource;
  /** Columns of a `TableInput` (not in the spec's key list: the table's own shape). */
  columns?: readonly TableColumn[];
}

/**
 * The pick-list an `ItemSelect` loads: `GET {path}?limit=100&fields=...` (spec forms §7),
 * each item becoming a choice of `item[valueKey]` labelled `item[labelKey]`.
 */
export interface PickListSource {
  /** One of the pick-list paths, e.g. `'/companies'`, `'/credits/types'`, `'/roles'`. */
  path: string;
  /** Columns to ask for. Defaults to `[valueKey, labelKey]`. */
  fields?: readonly string[];
  /** Defaults to `'id'`. */
  valueKey?: string;
  /** Defaults to `'name'`. */
  labelKey?: string;
  /** Extra query parameters, from the form's current values (e.g. `company_id` for `/roles`). */
  params?: (values: FieldValues) => Record<string, string | number | undefined>;
  /** Keeps only the items this returns `true` for. */
  filter?: (item: Readonly<Record<string, unknown>>) => boolean;
  /** Formats a choice's label from its `labelKey` text (e.g. role names truncated at 45 characters). */
  formatLabel?: (label: string) => string;
  /**
   * Groups the choices under the text of this key (`<optgroup>`, the groups in alphabetical
   * order, the choices in the list's): tags by `company_name`, where two companies may have a tag
   * of the same name.
   */
  groupKey?: string;
}

/** A column of a `TableInput`: each row is an object keyed by the columns' keys. */
export interface TableColumn {
  key: string;
  label: string;
  /** Input type of the column's cells. Defaults to `'text'`. */
  type?: 'text' | 'number' | 'email';
  required?: boolean;
  placeholder?: string;
}

/** Form values by field key. */
export type FieldValues = Record<string, unknown>;

/** Answers whether the current user holds a permission. */
export type PermissionCheck = (permission: string) => boolean;
