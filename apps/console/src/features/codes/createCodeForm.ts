import { createCodeSchema } from '@netfleet/contracts';
import type { FieldDefinition } from '@netfleet/forms';
import { type CreditType, canChooseCompanyForCodes, creditTypesForCodes } from '@netfleet/permissions';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField, creditTypeField } from '../forms/pickListFields.js';
import { codeFormTexts } from './formTexts.js';

/**
 * Create code (create_credit_transfer_codes): type and amount (at least 1, up to 12 digits)
 * required, comment optional (at most 200), as `createCodeSchema` says. Only super_admin
 * sees the company field (required there) and every credit type; the others see the paid
 * ones (spec forms §6). `POST /credits/codes`; the codes list reloads.
 */
export const createCodeForm = defineConsoleForm({
  name: 'create-code',
  permission: 'create_credit_transfer_codes',
  texts: codeFormTexts,
  title: 'createCode.title',
  form: ({ t, user }) => {
    const role = user?.role ?? '';
    const isSuperAdmin = canChooseCompanyForCodes(role);
    // The pick-list's items are credit types (`id`, `name`, `payment_type`).
    const offered = (item: Readonly<Record<string, unknown>>) =>
      creditTypesForCodes(role, [item as unknown as CreditType]).length > 0;
    const fields: FieldDefinition[] = [
      creditTypeField('type', t('createCode.type'), offered),
      // Required for super_admin only: a check of the schema, so the field says it too.
      ...(isSuperAdmin ? [{ ...companyField('company_id', t('createCode.company')), required: true }] : []),
      { key: 'amount', label: t('createCode.amount'), type: 'number' },
      { key: 'comment', label: t('createCode.comment'), type: 'textarea' },
    ];
    return {
      fields,
      url: '/credits/codes',
      payloadSchema: createCodeSchema({ isSuperAdmin }),
      schema: { tableRef: 'creditCodes', successMsg: t('createCode.success') },
      submitText: t('createCode.submit'),
    };
  },
});
