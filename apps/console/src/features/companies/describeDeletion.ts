import type { CompanyDeletionImpact } from '@netfleet/contracts';
import type { Translate } from '../../i18n/useTexts.js';
import type { companyActionTexts } from './companyActionTexts.js';

/** The translator of the company actions' texts. */
export type CompanyActionsTranslate = Translate<(typeof companyActionTexts)['languages']['en']>;

/**
 * What deleting a company does, in words, one sentence per consequence that applies (the
 * confirmation says it before anything is sent): what moves to the parent, then what is
 * deleted. A company holding nothing says so.
 *
 * @example
 * describeDeletion(impact, t);
 * // ['3 devices move to Harbor Logistics.', 'The credits left go back to Harbor Logistics: Free Credit: 7.', '1 user is deleted and signed out.']
 */
export function describeDeletion(impact: CompanyDeletionImpact, t: CompanyActionsTranslate): string[] {
  const parent = impact.parent_name ?? `#${impact.parent_id ?? ''}`;
  const lines: string[] = [];
  const counted = (key: Parameters<CompanyActionsTranslate>[0], count: number) => {
    if (count > 0) lines.push(t(key, { count, parent }));
  };
  counted('deleteImpact.devices', impact.devices_count);
  if (impact.credits.length > 0) {
    const list = impact.credits
      .map((credit) =>
        t('deleteImpact.creditItem', { type: credit.credit_type_name, count: credit.credits_left }),
      )
      .join(', ');
    lines.push(t('deleteImpact.credits', { parent, list }));
  }
  counted('deleteImpact.codes', impact.credit_codes_count);
  counted('deleteImpact.users', impact.users_count);
  counted('deleteImpact.invitations', impact.pending_invitations_count);
  counted('deleteImpact.roles', impact.custom_roles_count);
  counted('deleteImpact.tags', impact.tags_count);
  counted('deleteImpact.files', impact.files_count);
  counted('deleteImpact.vpnHubs', impact.vpn_hubs_count);
  if (lines.length === 0) lines.push(t('deleteImpact.nothing'));
  return lines;
}

/** Why the company cannot be deleted, in words; null when it can. */
export function deletionRefusal(impact: CompanyDeletionImpact, t: CompanyActionsTranslate): string | null {
  switch (impact.blocked_by) {
    case null:
      return null;
    case 'subsidiaries':
      return t('blocked.subsidiaries', { name: impact.name, count: impact.subsidiaries_count });
    case 'roles_in_use':
      return t('blocked.roles_in_use', { name: impact.name, count: impact.role_holders_elsewhere_count });
    default:
      return t(`blocked.${impact.blocked_by}`);
  }
}
