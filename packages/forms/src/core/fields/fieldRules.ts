import { fieldMessage } from '@netfleet/contracts';
import { LIST_INPUT_MESSAGES } from '../listInput/listInputOptions.js';
import { RULE_MESSAGES } from '../messages/ruleMessages.js';
import type { FieldDefinition } from './FieldDefinition.js';

/** "{label} is required", the contracts' wording. */
export function requiredFieldMessage(field: Pick<FieldDefinition, 'key' | 'label'>): string {
  return fieldMessage('required', { label: field.label ?? field.key });
}

/** Shown for a number off the field's `step`, as the browser says it. */
export const STEP_MISMATCH_MESSAGE = RULE_MESSAGES.step;

/** True for a value that counts as not filled in: nothing, blank text, an empty list. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function stepMismatch(value: number, step: number, base: number): boolean {
  const steps = (value - base) / step;
  return Math.abs(Math.round(steps) - steps) > 1e-9;
}

/**
 * Checks a value against its field's own rules, the way the browser's constraint validation
 * would: `required` (a checkbox must be checked, a list must hold an entry), then for text
 * `minlength`, `maxlength`, `pattern` (whole value); for numbers a number, `min`, `max`,
 * `step` (from `min`, else 0). Returns the message, or `null`. Blank optional values pass.
 * `BaseAlert` fields hold no value and always pass.
 *
 * @example
 * fieldRuleError({ key: 'name', label: 'Name', required: true }, ' '); // 'Name is required'
 */
export function fieldRuleError(field: FieldDefinition, value: unknown): string | null {
  if (field.component === 'BaseAlert') return null;
  const type = field.type ?? 'text';
  if (field.required) {
    const unchecked = (type === 'checkbox' || type === 'switch') && value !== true;
    if (unchecked || isBlankValue(value)) return requiredFieldMessage(field);
  }
  if (isBlankValue(value) || field.component) return null;
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isFinite(number)) return LIST_INPUT_MESSAGES.notNumber;
    if (field.min !== undefined && number < field.min) return LIST_INPUT_MESSAGES.min(field.min);
    if (field.max !== undefined && number > field.max) return LIST_INPUT_MESSAGES.max(field.max);
    if (field.step !== undefined && field.step > 0 && stepMismatch(number, field.step, field.min ?? 0)) {
      return STEP_MISMATCH_MESSAGE;
    }
    return null;
  }
  if (typeof value !== 'string') return null;
  const length = [...value].length;
  if (field.minlength !== undefined && length < field.minlength)
    return LIST_INPUT_MESSAGES.minLength(field.minlength);
  if (field.maxlength !== undefined && length > field.maxlength)
    return LIST_INPUT_MESSAGES.maxLength(field.maxlength);
  if (field.pattern !== undefined && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value)) {
    return LIST_INPUT_MESSAGES.pattern;
  }
  return null;
}
