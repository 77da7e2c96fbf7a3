import * as v from 'valibot';
import { FIELD_MESSAGES } from './fieldMessages.js';
import { missingAsBlank, requiredId, requiredMessage, stopOnIssue } from './fields.js';

/** Shortest company name. */
export const COMPANY_NAME_MIN_LENGTH = 3;

/** Longest company name: a name is a heading and a table cell, not a document. */
export const COMPANY_NAME_MAX_LENGTH = 255;

/** A company name: required, trimmed, 3 to 255 characters. */
export const CompanyNameFieldSchema = missingAsBlank(
  v.pipe(
    v.string(requiredMessage('Name')),
    v.trim(),
    v.nonEmpty(requiredMessage('Name')),
    stopOnIssue<string>(),
    v.minLength(COMPANY_NAME_MIN_LENGTH, `Name must be at least ${COMPANY_NAME_MIN_LENGTH} characters`),
    v.maxLength(COMPANY_NAME_MAX_LENGTH, `Name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`),
  ),
);

/** `POST /companies`: name (required, 3 to 255 characters) and parent company (required). */
export const AddCompanySchema = v.object({
  name: CompanyNameFieldSchema,
  parent_id: requiredId('Parent company'),
});
export type AddCompanyPayload = v.InferOutput<typeof AddCompanySchema>;

/** Editing a company's name: the same rules as a new company's. */
export const CompanyNameSchema = v.object({ name: CompanyNameFieldSchema });
export type CompanyNamePayload = v.InferOutput<typeof CompanyNameSchema>;

/** Toast of an edit that changes nothing; nothing is sent. */
export const UNCHANGED_VALUE_MESSAGE = 'Please input different value to save changes.';

/**
 * True when an edited value equals the current one, so the edit is not sent and
 * {@link UNCHANGED_VALUE_MESSAGE} shows. Text compares trimmed.
 */
export function isUnchangedValue(current: unknown, next: unknown): boolean {
  if (typeof current === 'string' && typeof next === 'string') return current.trim() === next.trim();
  return Object.is(current, next);
}

/** `POST /companies/move`: source and target companies, required and different. */
export const MoveCompaniesSchema = v.pipe(
  v.object({
    source: requiredId('Source company'),
    target: requiredId('Target company'),
  }),
  v.forward(
    v.partialCheck(
      [['source'], ['target']],
      (input) => input.source !== input.target,
      FIELD_MESSAGES.differentCompanies,
    ),
    ['target'],
  ),
);
export type MoveCompaniesPayload = v.InferOutput<typeof MoveCompaniesSchema>;
