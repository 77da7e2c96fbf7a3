import { MoveResourcesSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField, creditTypeField } from '../forms/pickListFields.js';
import { resourceFormTexts } from './formTexts.js';

/**
 * Move resources (move_devices_credits), the System menu's "Move device resources": type, source
 * and target companies (different) and amount (at least 1), as `MoveResourcesSchema` says;
 * `POST /credits/move` (a sensitive call: step-up authentication).
 */
export const moveResourcesForm = defineConsoleForm({
  name: 'move-resources',
  permission: 'move_devices_credits',
  texts: resourceFormTexts,
  title: 'moveResources.title',
  form: ({ t, defaults }) => ({
    // The resources page preselects the company it shows as the source.
    ...(defaults?.source !== undefined && { defaults: { source: defaults.source } }),
    fields: [
      creditTypeField('type', t('moveResources.type')),
      companyField('source', t('moveResources.source')),
      companyField('target', t('moveResources.target')),
      { key: 'amount', label: t('moveResources.amount'), type: 'number' },
    ],
    url: '/credits/move',
    payloadSchema: MoveResourcesSchema,
    // No tableRef: balances, forecast, history and the header's summary all change.
    schema: { successMsg: t('moveResources.success') },
    submitText: t('moveResources.submit'),
  }),
});
