import { CompanyDataSchema } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { CreditsEquivalent } from './CreditsEquivalent.js';
import { companyFormTexts } from './formTexts.js';

/**
 * Company data (convert_company_data): the credit count (a text of 1 to 14 characters,
 * stripped to digits, as `CompanyDataSchema` says), shown as data at 2 GB per credit;
 * `POST /companies/data` with `{ credit_count, company_id }` (the route's id, when given).
 */
export const companyDataForm = defineConsoleForm({
  name: 'company-data',
  permission: 'convert_company_data',
  texts: companyFormTexts,
  title: 'companyData.title',
  form: ({ t, id }) => ({
    fields: [
      {
        key: 'credit_count',
        label: t('companyData.creditCount'),
        placeholder: '0',
        subtext: t('companyData.creditCountHint'),
      },
    ],
    url: '/companies/data',
    payloadSchema: CompanyDataSchema,
    transform: (payload) =>
      id !== undefined && id !== '' ? { ...payload, company_id: Number(id) } : payload,
    extra: (values) => (
      <CreditsEquivalent
        values={values}
        describe={(credits, size) => t('companyData.equivalent', { credits, size })}
      />
    ),
    schema: { successMsg: t('companyData.success') },
    submitText: t('companyData.submit'),
  }),
});
