import {
  AddResourcesSchema,
  CREDIT_PRICE_STEP,
  CREDIT_TYPES_WITH_PRICE,
  MoveResourcesSchema,
} from '@netfleet/contracts';
import type { FieldDependency } from '../core/fields/FieldDefinition.js';
import type { FormDefinition } from '../react/routes/formRegistry.js';
import { companyField, creditTypeField } from './pickers.js';

const paidWithPrice: FieldDependency = { key: 'type', values: CREDIT_TYPES_WITH_PRICE };

/**
 * Add resources: type, count (at least 1) and company; a price (at least 0, step 0.01) and a
 * proforma number only for the credit types 2, 4, 6, 8, 10, 12 and 14; `POST /credits`.
 */
export const addResourcesForm: FormDefinition = {
  title: 'Add resources',
  fields: [
    creditTypeField('type', 'Resource type'),
    { key: 'count', label: 'Count', type: 'number', required: true, min: 1, step: 1 },
    companyField('company_id', 'Company'),
    {
      key: 'price',
      label: 'Price',
      type: 'number',
      required: true,
      min: 0,
      step: CREDIT_PRICE_STEP,
      depends: paidWithPrice,
    },
    { key: 'proforma_number', label: 'Proforma number', required: true, depends: paidWithPrice },
  ],
  url: '/credits',
  payloadSchema: AddResourcesSchema,
  schema: { tableRef: 'resources', successMsg: 'Resources added successfully' },
  submitText: 'Add',
};

/** Move resources: type, source and target companies, amount (at least 1); `POST /credits/move`. */
export const moveResourcesForm: FormDefinition = {
  title: 'Move resources',
  fields: [
    creditTypeField('type', 'Resource type'),
    companyField('source', 'Source company'),
    companyField('target', 'Target company'),
    { key: 'amount', label: 'Amount', type: 'number', required: true, min: 1, step: 1 },
  ],
  url: '/credits/move',
  payloadSchema: MoveResourcesSchema,
  schema: { tableRef: 'resources', successMsg: 'Resources moved successfully' },
  submitText: 'Move',
};
