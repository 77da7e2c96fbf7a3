import { AddCompanySchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyField } from '../forms/pickListFields.js';
import { companyFormTexts } from './formTexts.js';

/**
 * Add company (create_companies; spec forms §2, §5): name (required, at least 3
 * characters) and parent company (required), as `AddCompanySchema` says; `POST /companies`.
 * The opener may preselect the parent (`defaults.parent_id`: "Add subsidiary" of a company).
 */
export const addCompanyForm = defineConsoleForm({
  name: 'add-company',
  permission: 'create_companies',
  texts: companyFormTexts,
  title: 'addCompany.title',
  form: ({ t, defaults }) => ({
    fields: [{ key: 'name', label: t('addCompany.name') }, companyField('parent_id', t('addCompany.parent'))],
    ...(defaults?.parent_id !== undefined && { defaults: { parent_id: defaults.parent_id } }),
    url: '/companies',
    payloadSchema: AddCompanySchema,
    schema: { tableRef: 'companies', successMsg: t('addCompany.success') },
    submitText: t('addCompany.submit'),
  }),
});
