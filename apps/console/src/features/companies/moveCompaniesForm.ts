import { MoveCompaniesSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField } from '../forms/pickListFields.js';
import { companyFormTexts } from './formTexts.js';

/**
 * Move companies (move_companies): source and target, required and different, as
 * `MoveCompaniesSchema` says; `POST /companies/move`. The opener may preselect the source
 * (`defaults.source`: "Move…" of a company in the tree or the list).
 */
export const moveCompaniesForm = defineConsoleForm({
  name: 'move-companies',
  permission: 'move_companies',
  texts: companyFormTexts,
  title: 'moveCompanies.title',
  form: ({ t, defaults }) => ({
    fields: [
      companyField('source', t('moveCompanies.source')),
      companyField('target', t('moveCompanies.target')),
    ],
    ...(defaults?.source !== undefined && { defaults: { source: defaults.source } }),
    url: '/companies/move',
    payloadSchema: MoveCompaniesSchema,
    schema: { tableRef: 'companies', successMsg: t('moveCompanies.success') },
    submitText: t('moveCompanies.submit'),
  }),
});
