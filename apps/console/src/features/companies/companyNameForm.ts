import { CompanyNameSchema, isUnchangedValue } from '@netfleet/contracts';
import { defineConsoleForm } from '../forms/defineConsoleForm.js';
import { companyFormTexts } from './formTexts.js';

/**
 * Company name edit (update_companies): the company of the route's id, its current name
 * from the opener's `defaults.name`. An unchanged name (compared trimmed) is not sent: a
 * toast says "Please input different value to save changes." (spec forms §5).
 * `PUT /companies/{id}` with `{ name }` (the spec names no call).
 */
export const companyNameForm = defineConsoleForm({
  name: 'company-name',
  permission: 'update_companies',
  texts: companyFormTexts,
  title: 'companyName.title',
  form: ({ t, id, defaults }) => {
    const current = defaults?.name;
    return {
      fields: [{ key: 'name', label: t('companyName.name') }],
      url: `/companies/${encodeURIComponent(id ?? '')}`,
      method: 'put',
      payloadSchema: CompanyNameSchema,
      defaults: { name: typeof current === 'string' ? current : '' },
      beforeSubmit: (payload) =>
        isUnchangedValue(current, payload.name) ? t('companyName.unchanged') : null,
      schema: { tableRef: 'companies', successMsg: t('companyName.success') },
      submitText: t('companyName.submit'),
    };
  },
});
