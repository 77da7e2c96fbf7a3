import { AddResourcesSchema, CREDIT_PRICE_STEP, CREDIT_TYPES_WITH_PRICE } from '@netfleet/contracts';
import type { FieldDependency } from '@netfleet/forms';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField, creditTypeField } from '../forms/pickListFields.js';
import { resourceFormTexts } from './formTexts.js';

const paidWithPrice: FieldDependency = { key: 'type', values: CREDIT_TYPES_WITH_PRICE };

/**
 * Add resources (create_credits): type, count (at least 1) and company required, as
 * `AddResourcesSchema` says; a price (at least 0, steps of 0.01) and a proforma number
 * shown and required only for the credit types of `CREDIT_TYPES_WITH_PRICE` (a check of the
 * schema, so those fields say `required` themselves). `POST /credits`.
 */
export const addResourcesForm = defineConsoleForm({
  name: 'add-resources',
  permission: 'create_credits',
  texts: resourceFormTexts,
  title: 'addResources.title',
  form: ({ t, defaults }) => ({
    // The resources page preselects the company it shows.
    ...(defaults?.company_id !== undefined && { defaults: { company_id: defaults.company_id } }),
    fields: [
      creditTypeField('type', t('addResources.type')),
      { key: 'count', label: t('addResources.count'), type: 'number' },
      companyField('company_id', t('addResources.company')),
      {
        key: 'price',
        label: t('addResources.price'),
        type: 'number',
        required: true,
        step: CREDIT_PRICE_STEP,
        depends: paidWithPrice,
      },
      {
        key: 'proforma_number',
        label: t('addResources.proformaNumber'),
        required: true,
        depends: paidWithPrice,
      },
    ],
    url: '/credits',
    payloadSchema: AddResourcesSchema,
    // No tableRef: balances, forecast, history and the header's summary all change.
    schema: { successMsg: t('addResources.success') },
    submitText: t('addResources.submit'),
  }),
});
