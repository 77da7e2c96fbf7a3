import * as v from 'valibot';
import type { FormDefinition } from '../react/routes/formRegistry.js';
import { emailField } from './pickers.js';

/** Shortest distributor company name, as for a new company. */
export const DISTRIBUTOR_NAME_MIN_LENGTH = 3;

const requiredText = (label: string) =>
  v.optional(v.pipe(v.string(`${label} is required`), v.trim(), v.nonEmpty(`${label} is required`)), '');

/**
 * `POST /distributors/invitations` (the spec shows no fields; designed here): the invited
 * distributor's company name (at least 3 characters), the e-mail the invitation goes to,
 * and its country as an ISO 3166-1 alpha-2 code. Kept here until contracts holds it.
 */
export const DistributorInvitationSchema = v.object({
  company_name: v.pipe(
    requiredText('Company name'),
    v.nonEmpty('Company name is required'),
    v.minLength(
      DISTRIBUTOR_NAME_MIN_LENGTH,
      `Company name must be at least ${DISTRIBUTOR_NAME_MIN_LENGTH} characters`,
    ),
    v.maxLength(255, 'Company name must be at most 255 characters'),
  ),
  email: v.pipe(
    requiredText('Email'),
    v.nonEmpty('Email is required'),
    v.email('Please enter a valid email address'),
  ),
  country: v.pipe(
    requiredText('Country'),
    v.nonEmpty('Country is required'),
    v.toUpperCase(),
    v.regex(/^[A-Z]{2}$/, 'Country must be a two-letter code'),
  ),
});
export type DistributorInvitationPayload = v.InferOutput<typeof DistributorInvitationSchema>;

/** Distributor invitation: company name, e-mail, country; `POST /distributors/invitations`. */
export const distributorInvitationForm: FormDefinition = {
  title: 'Invite distributor',
  fields: [
    { key: 'company_name', label: 'Company name', required: true, minlength: DISTRIBUTOR_NAME_MIN_LENGTH },
    emailField('email', 'Email'),
    {
      key: 'country',
      label: 'Country',
      required: true,
      mask: 'AA',
      placeholder: 'LT',
      subtext: 'Two-letter ISO country code.',
    },
  ],
  url: '/distributors/invitations',
  payloadSchema: DistributorInvitationSchema,
  schema: { tableRef: 'distributors', successMsg: 'Invitation sent successfully' },
  submitText: 'Invite',
};
