import { type FieldMessageKey, parseFieldMessage } from '@netfleet/contracts';
import { useMemo } from 'react';
import { parseRuleMessage, type RuleMessageKey } from '../../core/messages/ruleMessages.js';
import type { FormTextKey } from '../texts.js';
import { type FormsTranslate, useFormsTexts } from './useFormsTexts.js';

/** The text of each of the contracts' field messages. */
const FIELD_TEXTS: Readonly<Record<FieldMessageKey, FormTextKey>> = {
  email: 'emailInvalid',
  emailMaxLength: 'emailMaxLength',
  emailLocalPartMaxLength: 'emailLocalPartMaxLength',
  password: 'passwordRule',
  differentCompanies: 'differentCompanies',
  colour: 'fieldColour',
  host: 'fieldHost',
  destination: 'fieldDestination',
  countryCode: 'fieldCountryCode',
  keyName: 'fieldKeyName',
  notNegative: 'fieldNotNegative',
  required: 'fieldRequired',
  invalid: 'fieldInvalid',
  text: 'fieldText',
  number: 'fieldNumber',
  wholeNumber: 'fieldWholeNumber',
  date: 'fieldDate',
  time: 'fieldTime',
  minLength: 'fieldMinLength',
  maxLength: 'fieldMaxLength',
  between: 'fieldBetween',
  multipleOf: 'fieldMultipleOf',
  minValue: 'fieldMinValue',
  maxValue: 'fieldMaxValue',
};

/** The text of each of the core's rule messages. */
const RULE_TEXTS: Readonly<Record<RuleMessageKey, FormTextKey>> = {
  notNumber: 'ruleNotNumber',
  pattern: 'rulePattern',
  step: 'ruleStep',
  min: 'ruleMin',
  max: 'ruleMax',
  minLength: 'ruleMinLength',
  maxLength: 'ruleMaxLength',
  maxItems: 'ruleMaxItems',
  duplicate: 'ruleDuplicate',
  fileType: 'fileType',
  fileName: 'fileName',
  fileSize: 'fileSize',
  notCsv: 'notCsv',
  csvTooLarge: 'csvTooLarge',
};

/**
 * A validation message in the user's language. The schemas, the server and the forms' own
 * checks word them in English (contracts `FIELD_MESSAGES`, the core's `RULE_MESSAGES`); `label`,
 * the field's label as the form shows it, replaces the English one the message names. Any other
 * text (a message already translated, a server's own) is returned as it is.
 *
 * @example
 * validationText(t, 'Name must be at most 255 characters', 'Navn'); // 'Navn kan ha høyst 255 tegn'
 */
export function validationText(t: FormsTranslate, message: string, label?: string): string {
  const field = parseFieldMessage(message);
  if (field) {
    return t(FIELD_TEXTS[field.key], label === undefined ? field.values : { ...field.values, label });
  }
  const rule = parseRuleMessage(message);
  return rule ? t(RULE_TEXTS[rule.key], rule.values) : message;
}

/** Translates a validation message; `label` is the field's label as the form shows it. */
export type ValidationTextFn = (message: string, label?: string) => string;

/**
 * {@link validationText} in the language of the nearest i18next instance, for a form of its
 * own that checks with a contracts schema or shows the server's field errors.
 *
 * @example
 * const say = useValidationText();
 * const parsed = v.safeParse(RenameDeviceSchema, { name });
 * if (!parsed.success) setError(say(parsed.issues[0].message, t('rename.label')));
 */
export function useValidationText(): ValidationTextFn {
  const t = useFormsTexts();
  return useMemo<ValidationTextFn>(() => (message, label) => validationText(t, message, label), [t]);
}
