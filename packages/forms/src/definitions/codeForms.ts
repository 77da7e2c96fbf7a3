import {
  ActivateCodeSchema,
  CODE_AMOUNT_MAX_DIGITS,
  CODE_COMMENT_MAX_LENGTH,
  createCodeSchema,
} from '@netfleet/contracts';
import type { FieldDefinition } from '../core/fields/FieldDefinition.js';
import type { FormContext, FormDefinition } from '../react/routes/formRegistry.js';
import { companyField, creditTypeField } from './pickers.js';

/** The role that sees every credit type and chooses the company of a code (spec forms §6). */
export const SUPER_ADMIN_ROLE = 'super_admin';

/**
 * Create code: type and amount (at least 1, up to 12 digits) required; the company field
 * only for super_admin (required there); comment optional, at most 200 characters. Only
 * super_admin sees every credit type, the others the paid ones. `POST /credits/codes`.
 */
export function createCodeForm(context: FormContext): FormDefinition {
  const isSuperAdmin = context.user?.role === SUPER_ADMIN_ROLE;
  const fields: FieldDefinition[] = [
    creditTypeField('type', 'Type', isSuperAdmin ? undefined : (item) => item.payment_type === 'paid'),
    ...(isSuperAdmin ? [companyField('company_id', 'Company')] : []),
    {
      key: 'amount',
      label: 'Amount',
      type: 'number',
      required: true,
      min: 1,
      max: 10 ** CODE_AMOUNT_MAX_DIGITS - 1,
      step: 1,
    },
    { key: 'comment', label: 'Comment', type: 'textarea', maxlength: CODE_COMMENT_MAX_LENGTH },
  ];
  return {
    title: 'Create code',
    fields,
    url: '/credits/codes',
    payloadSchema: createCodeSchema({ isSuperAdmin }),
    schema: { tableRef: 'codes', successMsg: 'Code created successfully' },
    submitText: 'Create',
  };
}

/** Activate code: the code; `POST /credits/codes/activate`. */
export const activateCodeForm: FormDefinition = {
  title: 'Activate code',
  fields: [{ key: 'code', label: 'Code', required: true, placeholder: 'XXXX-XXXX-XXXX' }],
  url: '/credits/codes/activate',
  payloadSchema: ActivateCodeSchema,
  schema: { successMsg: 'Code activated successfully' },
  submitText: 'Activate',
};
