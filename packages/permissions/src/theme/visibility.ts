import { can } from '../can.js';
import { type PermissionUser, permissionSet } from '../user.js';
import type { Theme } from './theme.js';

/** The company link needs `view_companies`. */
export function canSeeCompanyLink(user: PermissionUser): boolean {
  return can(permissionSet(user), 'view_companies');
}

/** Company data needs `view_companies` and the theme's `showData`. */
export function canSeeCompanyData(user: PermissionUser, theme: Pick<Theme, 'showData'>): boolean {
  return theme.showData && canSeeCompanyLink(user);
}

/** The resource summary needs `view_credits_summary` and the theme's `showData`. */
export function canSeeResourceSummary(user: PermissionUser, theme: Pick<Theme, 'showData'>): boolean {
  return theme.showData && can(permissionSet(user), 'view_credits_summary');
}

/** The buy link needs the default theme and the company's `show_payment` flag. */
export function canSeeBuyLink(user: PermissionUser, theme: Pick<Theme, 'default'>): boolean {
  return theme.default && user.show_payment === true;
}

/** Users with `company_id` 0 (outside every company) skip the company and credit loads. */
export function shouldLoadCompanyAndCredits(user: PermissionUser): boolean {
  return user.company_id !== 0;
}

/** Payment controls are shown to users of a top-level company (level 1). */
export function showPaymentControls(user: PermissionUser): boolean {
  return user.company_level === 1;
}
