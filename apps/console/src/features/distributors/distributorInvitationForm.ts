import { DistributorInvitationSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { emailField } from '../forms/pickListFields.js';
import { distributorFormTexts } from './formTexts.js';

/**
 * Distributor invitation (create_distributor_invitations; the spec shows no fields): the
 * distributor's company name (3 to 255 characters), the e-mail and the country as a
 * two-letter ISO code (typed upper case through the `AA` mask), as
 * `DistributorInvitationSchema` says; `POST /distributors/invitations`.
 */
export const distributorInvitationForm = defineConsoleForm({
  name: 'distributor-invitation',
  permission: 'create_distributor_invitations',
  texts: distributorFormTexts,
  title: 'invite.title',
  form: ({ t }) => ({
    fields: [
      { key: 'company_name', label: t('invite.companyName') },
      emailField('email', t('invite.email')),
      {
        key: 'country',
        label: t('invite.country'),
        mask: 'AA',
        placeholder: 'LT',
        subtext: t('invite.countryHint'),
      },
    ],
    url: '/distributors/invitations',
    payloadSchema: DistributorInvitationSchema,
    schema: { successMsg: t('invite.success') },
    submitText: t('invite.submit'),
  }),
});
