import type { FieldDefinition, FieldDependency, FieldValues, PermissionCheck } from './FieldDefinition.js';

const denyAll: PermissionCheck = () => false;

function sameValue(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (actual === null || actual === undefined || expected === null || expected === undefined) return false;
  const primitive = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return primitive(actual) && primitive(expected) && String(actual) === String(expected);
}

function isTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/** True when one dependency rule holds for these values. */
export function dependencyHolds(rule: FieldDependency, values: FieldValues): boolean {
  const actual = values[rule.key];
  if ('values' in rule) return rule.values.some((expected) => sameValue(actual, expected));
  if ('value' in rule) return sameValue(actual, rule.value);
  return isTruthy(actual) === (rule.truthy ?? true);
}

function rulesOf(field: FieldDefinition): readonly FieldDependency[] {
  if (!field.depends) return [];
  return Array.isArray(field.depends) ? field.depends : [field.depends as FieldDependency];
}

/**
 * Whether each field's `depends` rules hold, following chains: a field that depends on a
 * hidden field is hidden as well (that value is about to be cleared). A dependency cycle
 * hides the fields in it. A rule on a key no field has (a default, a route value) reads
 * the value only.
 */
function shownByDepends(
  fields: readonly FieldDefinition[],
  values: FieldValues,
): Map<FieldDefinition, boolean> {
  const byKey = new Map<string, FieldDefinition[]>();
  for (const field of fields) byKey.set(field.key, [...(byKey.get(field.key) ?? []), field]);
  const shown = new Map<FieldDefinition, boolean>();
  const visiting = new Set<FieldDefinition>();

  const isShown = (field: FieldDefinition): boolean => {
    const known = shown.get(field);
    if (known !== undefined) return known;
    if (visiting.has(field)) return false;
    visiting.add(field);
    const result = rulesOf(field).every((rule) => {
      const sources = byKey.get(rule.key);
      return (!sources || sources.some(isShown)) && dependencyHolds(rule, values);
    });
    visiting.delete(field);
    shown.set(field, result);
    return result;
  };

  for (const field of fields) isShown(field);
  return shown;
}

/**
 * The keys whose fields are all hidden by `depends` rules. A key stays while any field
 * with that key (alternatives chosen by a rule may share one) is shown.
 */
export function hiddenByDepends(fields: readonly FieldDefinition[], values: FieldValues): Set<string> {
  const shown = shownByDepends(fields, values);
  const hidden = new Set(fields.map((field) => field.key));
  for (const field of fields) if (shown.get(field)) hidden.delete(field.key);
  return hidden;
}

/**
 * The fields to render: those whose `depends` rules hold and, for a field with a
 * `permission`, only when `can(permission)` says the user holds it. Without `can`, fields
 * with a permission are hidden.
 *
 * @example
 * visibleFields(fields, { type: 'static' }, (p) => user.permissions.includes(p));
 */
export function visibleFields<F extends FieldDefinition>(
  fields: readonly F[],
  values: FieldValues,
  can: PermissionCheck = denyAll,
): F[] {
  const shown = shownByDepends(fields, values);
  return fields.filter(
    (field) => shown.get(field) === true && (field.permission === undefined || can(field.permission)),
  );
}

/**
 * The values with those of fields hidden by `depends` removed (spec forms §4: a field
 * hidden by a depends rule clears its value), so they are neither shown again stale nor
 * sent. A key is kept while another field with the same key is shown. Values of fields
 * hidden only by a missing permission are kept: they are defaults the user may not change.
 */
export function clearHiddenValues(fields: readonly FieldDefinition[], values: FieldValues): FieldValues {
  const hidden = hiddenByDepends(fields, values);
  if (hidden.size === 0) return values;
  const next: FieldValues = {};
  for (const [key, value] of Object.entries(values)) if (!hidden.has(key)) next[key] = value;
  return next;
}
