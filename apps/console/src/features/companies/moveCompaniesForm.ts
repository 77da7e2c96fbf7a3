import { MoveCompaniesSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField } from '../forms/pickListFields.js';
import { companyFormTexts } from './formTexts.js';

/**
 * Move companies (move_companies): source and target, required and different, as
 * `MoveCompaniesSchema` says; `POST /companies/move`.
 */
export const moveCompaniesForm = defineConsoleForm({
  name: 'move-companies',
  permission: 'move_companies',
  texts: companyFormTexts,
  title: 'moveCompanies.title',
  form: ({ t }) => ({
    fields: [
      companyField('source', t('moveCompanies.source')),
      companyField('target', t('moveCompanies.target')),
    ],
    url: '/companies/move',
    payloadSchema: MoveCompaniesSchema,
    schema: { tableRef: 'companies', successMsg: t('moveCompanies.success') },
    submitText: t('moveCompanies.submit'),
  }),
});
