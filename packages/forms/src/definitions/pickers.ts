import type { FieldDefinition } from '../core/fields/FieldDefinition.js';

/** A company picker over `GET /companies`. */
export function companyField(key: string, label: string, required = true): FieldDefinition {
  return { key, label, required, component: 'ItemSelect', source: { path: '/companies' } };
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
    required: true,
    component: 'ItemSelect',
    source: { path: '/credits/types', fields: ['id', 'name', 'payment_type'], ...(filter && { filter }) },
  };
}

/** A required e-mail field. */
export function emailField(key = 'email', label = 'Email'): FieldDefinition {
  return { key, label, type: 'email', required: true, placeholder: 'name@example.com' };
}
