import { resultMessage } from '@netfleet/api-client';
import {
  AddCompanySchema,
  COMPANY_NAME_MIN_LENGTH,
  CompanyDataSchema,
  CompanyNameSchema,
  CREDIT_COUNT_MAX_LENGTH,
  creditsToBytes,
  isUnchangedValue,
  MoveCompaniesSchema,
  normalizeCreditCount,
  UNCHANGED_VALUE_MESSAGE,
} from '@netfleet/contracts';
import { formatBytes } from '@netfleet/ui-kit';
import type { FieldValues } from '../core/fields/FieldDefinition.js';
import type { FormContext, FormDefinition } from '../react/routes/formRegistry.js';
import { formatText, formTexts } from '../react/texts.js';
import { companyField } from './pickers.js';

const companyName = {
  key: 'name',
  label: 'Name',
  required: true,
  minlength: COMPANY_NAME_MIN_LENGTH,
} as const;

/** Add company (spec forms §2, §5): name (at least 3 characters) and parent company; `POST /companies`. */
export const addCompanyForm: FormDefinition = {
  title: 'Add company',
  fields: [companyName, companyField('parent_id', 'Parent company')],
  url: '/companies',
  payloadSchema: AddCompanySchema,
  schema: { tableRef: 'companies', successMsg: resultMessage({ method: 'post', item: 'Company', ok: true }) },
  submitText: 'Create',
};

/**
 * Company name edit: the company of the route's id, its current name from the opener's
 * `defaults.name`. An unchanged name is not sent: a toast says "Please input different
 * value to save changes.". `PUT /companies/{id}` with `{ name }` (the spec names no call).
 */
export function companyNameForm(context: FormContext): FormDefinition {
  const current = context.defaults?.name;
  return {
    title: 'Edit company name',
    fields: [companyName],
    url: `/companies/${encodeURIComponent(context.id ?? '')}`,
    method: 'put',
    payloadSchema: CompanyNameSchema,
    defaults: { name: typeof current === 'string' ? current : '' },
    beforeSubmit: (payload) => (isUnchangedValue(current, payload.name) ? UNCHANGED_VALUE_MESSAGE : null),
    schema: { successMsg: resultMessage({ method: 'put', item: 'Company', ok: true }) },
    submitText: 'Save',
  };
}

/** Move companies: source and target; `POST /companies/move`. */
export const moveCompaniesForm: FormDefinition = {
  title: 'Move companies',
  fields: [companyField('source', 'Source company'), companyField('target', 'Target company')],
  url: '/companies/move',
  payloadSchema: MoveCompaniesSchema,
  schema: { tableRef: 'companies', successMsg: 'Companies moved successfully' },
  submitText: 'Move',
};

/** The "{n} credits = {size} of data" line of the company data form, or nothing without digits. */
export function CreditsEquivalent({ values }: { values: FieldValues }) {
  const digits = normalizeCreditCount(String(values.credit_count ?? ''));
  if (digits === '') return null;
  const credits = Number(digits);
  return (
    <p className="nf-form__note" aria-live="polite">
      {formatText(formTexts.creditsEquivalent, { credits, size: formatBytes(creditsToBytes(credits)) })}
    </p>
  );
}

/**
 * Company data: the credit count (1 to 14 characters, stripped to digits), shown as data at
 * 2 GB per credit; `POST /companies/data` with `{ credit_count, company_id }` (the route's
 * id, when there is one).
 */
export function companyDataForm(context: FormContext): FormDefinition {
  return {
    title: 'Company data',
    fields: [
      {
        key: 'credit_count',
        label: 'Credit count',
        required: true,
        minlength: 1,
        maxlength: CREDIT_COUNT_MAX_LENGTH,
        placeholder: '0',
        subtext: 'Each credit adds 2 GB of company data.',
      },
    ],
    url: '/companies/data',
    payloadSchema: CompanyDataSchema,
    transform: (payload) =>
      context.id !== undefined && context.id !== ''
        ? { ...payload, company_id: Number(context.id) }
        : payload,
    extra: (values) => <CreditsEquivalent values={values} />,
    schema: { successMsg: 'Company data updated successfully' },
    submitText: 'Save',
  };
}
