import { roleByName } from '@netfleet/permissions';
import { useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.js';
import { rolesTexts } from './texts.js';

/** The little of a role its labels need. */
interface LabelledRole {
  name?: string;
  title: string;
  description?: string | undefined;
  company_id?: number | null;
}

/** A role's title and description in the user's language (`useRoleLabels`). */
export interface RoleLabels {
  title(role: LabelledRole): string;
  description(role: LabelledRole): string;
}

/**
 * Labels of roles in the user's language: the five default roles (`company_id` null) read
 * their spec titles and meanings translated; a company's custom role keeps what its company
 * wrote.
 */
export function useRoleLabels(): RoleLabels {
  const t = useTexts(rolesTexts);
  return useMemo<RoleLabels>(() => {
    const definition = (role: LabelledRole) =>
      role.company_id === null || role.company_id === undefined ? roleByName(role.name ?? '') : undefined;
    return {
      title: (role) => {
        const known = definition(role);
        return known ? t(`defaultRoles.${known.name}.title`) : role.title;
      },
      description: (role) => {
        const known = definition(role);
        return known ? t(`defaultRoles.${known.name}.description`) : (role.description ?? '');
      },
    };
  }, [t]);
}
