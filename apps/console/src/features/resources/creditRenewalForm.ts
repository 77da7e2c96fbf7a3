import { CreditRenewalFormSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { creditTypeField } from '../forms/pickListFields.js';
import { resourceFormTexts } from './formTexts.js';

/**
 * A device's credit renewal (update_device_credit_status), opened with the device's id: the
 * credit type that renews its credit when it ends (one credit of the company's balance every
 * 30 days; the resources page's forecast counts it), or none. `PUT /credits/renewals`.
 */
export const creditRenewalForm = defineConsoleForm({
  name: 'credit-renewal',
  permission: 'update_device_credit_status',
  texts: resourceFormTexts,
  title: 'creditRenewal.title',
  form: ({ t, id, defaults }) => ({
    // The services tab opens it with the device's current type.
    ...(defaults?.type !== undefined && defaults.type !== null && { defaults: { type: defaults.type } }),
    fields: [{ ...creditTypeField('type', t('creditRenewal.type')), subtext: t('creditRenewal.hint') }],
    url: '/credits/renewals',
    method: 'put',
    payloadSchema: CreditRenewalFormSchema,
    transform: (payload) => ({ device_ids: [Number(id)], type: payload.type ?? null }),
    schema: { successMsg: t('creditRenewal.success') },
    submitText: t('creditRenewal.submit'),
  }),
});
