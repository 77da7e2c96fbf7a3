import * as v from 'valibot';
import { COMPANY_NAME_MIN_LENGTH } from './company.js';
import { fieldMessage } from './fieldMessages.js';
import { emailChecks, missingAsBlank, requiredMessage, stopOnIssue } from './fields.js';

/** Longest distributor company name. */
export const DISTRIBUTOR_COMPANY_NAME_MAX_LENGTH = 255;

// Required, trimmed; a blank value shows only "{label} is required".
const requiredText = (label: string) =>
  v.pipe(
    missingAsBlank(v.pipe(v.string(requiredMessage(label)), v.trim(), v.nonEmpty(requiredMessage(label)))),
    stopOnIssue<string>(),
  );

/**
 * `POST /distributors/invitations` (the spec shows no fields; designed with the forms
 * package): the invited distributor's company name (3 to 255 characters), the e-mail the
 * invitation goes to, and its country as an ISO 3166-1 alpha-2 code (upper-cased). Accepts
 * the payloads `@netfleet/forms`' own `DistributorInvitationSchema` accepts, with the same
 * messages (a blank field shows only its "is required").
 */
export const DistributorInvitationSchema = v.object({
  company_name: v.pipe(
    requiredText('Company name'),
    v.minLength(
      COMPANY_NAME_MIN_LENGTH,
      `Company name must be at least ${COMPANY_NAME_MIN_LENGTH} characters`,
    ),
    v.maxLength(
      DISTRIBUTOR_COMPANY_NAME_MAX_LENGTH,
      `Company name must be at most ${DISTRIBUTOR_COMPANY_NAME_MAX_LENGTH} characters`,
    ),
  ),
  email: v.pipe(requiredText('Email'), emailChecks()),
  country: v.pipe(
    requiredText('Country'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, fieldMessage('countryCode', { label: 'Country' })),
  ),
});
export type DistributorInvitationPayload = v.InferOutput<typeof DistributorInvitationSchema>;
