import type * as v from 'valibot';
import type { FieldDefinition } from './FieldDefinition.js';

/** The rules of one field that a payload schema declares (the native input constraints). */
export type SchemaFieldRules = Pick<
  FieldDefinition,
  'required' | 'minlength' | 'maxlength' | 'min' | 'max' | 'step' | 'pattern'
>;

/** A valibot schema (sync or async), as the forms take payload schemas. */
export type RuleSchema = v.GenericSchema | v.GenericSchemaAsync;

// The parts of valibot's schema and action objects read here (valibot's public shape).
interface Node {
  readonly kind?: string;
  readonly type?: string;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly wrapped?: Node;
  readonly options?: readonly Node[];
  readonly pipe?: readonly Node[];
  readonly default?: unknown;
  readonly requirement?: unknown;
}

/** Wrappers under which a key may be missing. */
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);
/** Transformations after which a pattern no longer describes what the user typed. */
const CASE_CHANGES = new Set(['to_upper_case', 'to_lower_case']);
/** Rules of a number input, and of any other input (text, a pick-list's value). */
const NUMBER_RULES: ReadonlySet<keyof SchemaFieldRules> = new Set(['min', 'max', 'step']);
const TEXT_RULES: ReadonlySet<keyof SchemaFieldRules> = new Set(['minlength', 'maxlength', 'pattern']);
/** `optionalText` without a limit uses this; it is no rule for an input. */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

const isLimit = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value < NO_LIMIT;

// `^…$` → the whole-value pattern of an input; unanchored or case-insensitive: none.
function patternOf(requirement: unknown): string | undefined {
  if (!(requirement instanceof RegExp) || requirement.flags.includes('i')) return undefined;
  const { source } = requirement;
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) return undefined;
  return source.slice(1, -1);
}

function collect(node: Node, rules: SchemaFieldRules, state: { caseChanged: boolean }): void {
  if (node.kind !== 'schema') {
    applyAction(node, rules, state);
    return;
  }
  // A piped schema's first item is the schema it wraps; the rest run in order.
  if (node.pipe) {
    for (const item of node.pipe) collect(item, rules, state);
    return;
  }
  if (node.wrapped) collect(node.wrapped, rules, state);
  // A union's text option carries the lengths of an optional text (`undefined | string`).
  if (node.options) for (const option of node.options) collect(option, rules, state);
}

function applyAction(action: Node, rules: SchemaFieldRules, state: { caseChanged: boolean }): void {
  const { type, requirement } = action;
  if (action.kind === 'transformation') {
    if (type !== undefined && CASE_CHANGES.has(type)) state.caseChanged = true;
    return;
  }
  if (action.kind !== 'validation') return;
  switch (type) {
    case 'min_length':
      if (isLimit(requirement)) rules.minlength = Math.max(rules.minlength ?? 0, requirement);
      break;
    case 'max_length':
      if (isLimit(requirement)) rules.maxlength = Math.min(rules.maxlength ?? NO_LIMIT, requirement);
      break;
    case 'length':
      if (isLimit(requirement)) {
        rules.minlength = requirement;
        rules.maxlength = requirement;
      }
      break;
    case 'min_value':
      if (isLimit(requirement)) rules.min = Math.max(rules.min ?? -NO_LIMIT, requirement);
      break;
    case 'max_value':
      if (isLimit(requirement)) rules.max = Math.min(rules.max ?? NO_LIMIT, requirement);
      break;
    case 'integer':
      rules.step ??= 1;
      break;
    case 'multiple_of':
      if (isLimit(requirement)) rules.step = requirement;
      break;
    case 'regex': {
      const pattern = state.caseChanged ? undefined : patternOf(requirement);
      if (pattern !== undefined) rules.pattern = pattern;
      break;
    }
  }
}

// The object schema under a pipe (`v.pipe(v.object(…), v.forward(…))` keeps `entries`).
function entriesOf(schema: RuleSchema): Readonly<Record<string, Node>> {
  const node = schema as unknown as Node;
  return node.entries ?? {};
}

/**
 * The field rules a payload schema declares for each key of its object: `required` (a key
 * that must be given: not optional, or optional with the blank default of contracts'
 * `missingAsBlank`), `minlength`/`maxlength` (`minLength`, `maxLength`, `length`),
 * `min`/`max` (`minValue`, `maxValue` of numbers), `step` (`integer` → 1, `multipleOf`) and
 * `pattern` (an anchored, case-sensitive `regex` the user's input must match as typed).
 * Rules a check expresses (`v.check`, `v.partialCheck`: "required for some types") are not
 * read; a field states those itself.
 *
 * @example
 * schemaFieldRules(createCodeSchema({ isSuperAdmin: false })).comment; // { maxlength: 200 }
 */
export function schemaFieldRules(schema: RuleSchema): Record<string, SchemaFieldRules> {
  const rules: Record<string, SchemaFieldRules> = {};
  for (const [key, entry] of Object.entries(entriesOf(schema))) {
    const own: SchemaFieldRules = {};
    collect(entry, own, { caseChanged: false });
    const optional = entry.type !== undefined && OPTIONAL_TYPES.has(entry.type);
    if (!optional || entry.default === '') own.required = true;
    rules[key] = own;
  }
  return rules;
}

/**
 * The fields with the rules their payload schema declares filled in (see
 * {@link schemaFieldRules}): `required` for every field, `min`, `max`, `step` for number
 * fields, `minlength`, `maxlength`, `pattern` for the others. A rule the field states
 * itself wins, so a field may loosen (`required: false`) or add to what the schema says. The rules of a form live once, in
 * the schema, and the inputs still get their native constraints (`maxlength`, `min`, …).
 *
 * @example
 * withSchemaRules([{ key: 'name', label: 'Name' }], AddCompanySchema);
 * // [{ key: 'name', label: 'Name', required: true, minlength: 3 }]
 */
export function withSchemaRules(
  fields: readonly FieldDefinition[],
  schema: RuleSchema | undefined,
): readonly FieldDefinition[] {
  if (!schema) return fields;
  const rules = schemaFieldRules(schema);
  return fields.map((field) => {
    const declared = rules[field.key];
    if (!declared) return field;
    const merged: FieldDefinition = { ...field };
    const kinds = field.type === 'number' ? NUMBER_RULES : TEXT_RULES;
    for (const [name, value] of Object.entries(declared) as [keyof SchemaFieldRules, never][]) {
      if (merged[name] === undefined && (name === 'required' || kinds.has(name))) merged[name] = value;
    }
    return merged;
  });
}
