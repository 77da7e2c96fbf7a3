import type { FieldDefinition } from '@netfleet/forms';

// Pick-list fields shared by the console's forms (spec forms §7). Whether a field is
// required comes from the form's payload schema, not from here.

/** A company picker over `GET /companies?limit=100&fields=id,name`. */
export function companyField(key: string, label: string): FieldDefinition {
  return { key, label, component: 'ItemSelect', source: { path: '/companies' } };
}

/** A credit (resource) type picker over `GET /credits/types`; `filter` keeps some types only. */
export function creditTypeField(
  key: string,
  label: string,
  filter?: (item: Readonly<Record<string, unknown>>) => boolean,
): FieldDefinition {
  return {
    key,
    label,
    component: 'ItemSelect',
    source: { path: '/credits/types', fields: ['id', 'name', 'payment_type'], ...(filter && { filter }) },
  };
}

/** An e-mail field. */
export function emailField(key: string, label: string): FieldDefinition {
  return { key, label, type: 'email', placeholder: 'name@example.com' };
}
