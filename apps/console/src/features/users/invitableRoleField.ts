import type { FieldDefinition } from '@netfleet/forms';
import { truncateRoleName } from '@netfleet/permissions';

type FieldValues = Readonly<Record<string, unknown>>;

const asId = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

/**
 * A role picker over the roles the user may give to someone of a company:
 * `GET /roles?company_id=&invitable=1` (default roles, then the company's custom roles, in the
 * server's picker order), labelled with the title truncated at 45 characters (spec §9).
 * `companyOf` reads the company from the form's values (invite) or from the opener (edit).
 */
export function invitableRoleField(
  companyOf: (values: FieldValues) => unknown,
): Pick<FieldDefinition, 'component' | 'source'> {
  return {
    component: 'ItemSelect',
    source: {
      path: '/roles',
      fields: ['id', 'name', 'title', 'company_id', 'permissions_count'],
      labelKey: 'title',
      params: (values) => ({ company_id: asId(companyOf(values)), invitable: 1 }),
      formatLabel: (label) => truncateRoleName(label),
    },
  };
}
