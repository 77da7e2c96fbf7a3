import { ActivateCodeSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { codeFormTexts } from './formTexts.js';

/** Activate code (activate_credit_transfer_codes): the code, required; `POST /credits/codes/activate`. */
export const activateCodeForm = defineConsoleForm({
  name: 'activate-code',
  permission: 'activate_credit_transfer_codes',
  texts: codeFormTexts,
  title: 'activateCode.title',
  form: ({ t }) => ({
    fields: [{ key: 'code', label: t('activateCode.code'), placeholder: 'XXXX-XXXX-XXXX' }],
    url: '/credits/codes/activate',
    payloadSchema: ActivateCodeSchema,
    schema: { successMsg: t('activateCode.success') },
    submitText: t('activateCode.submit'),
  }),
});
