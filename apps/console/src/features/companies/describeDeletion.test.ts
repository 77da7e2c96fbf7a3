import type { CompanyDeletionImpact } from '@netfleet/contracts';
import { interpolate, lookupCounted } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import { companyActions } from './companyActions.js';
import { companyActionTexts } from './companyActionTexts.js';
import { type CompanyActionsTranslate, deletionRefusal, describeDeletion } from './describeDeletion.js';

const impact: CompanyDeletionImpact = {
  id: 12,
  name: 'Harbor Annex',
  parent_id: 4,
  parent_name: 'Harbor Logistics',
  blocked_by: null,
  subsidiaries_count: 0,
  devices_count: 3,
  credit_codes_count: 0,
  credits: [
    { credit_type_id: 1, credit_type_name: 'Free Credit', credits_left: 7 },
    { credit_type_id: 2, credit_type_name: 'Paid Credit', credits_left: 1 },
  ],
  users_count: 1,
  sessions_count: 2,
  pending_invitations_count: 2,
  custom_roles_count: 0,
  role_holders_elsewhere_count: 0,
  tags_count: 0,
  files_count: 1,
  vpn_hubs_count: 0,
};

/** The English texts as the console's translator gives them (plural forms by `count`). */
const english = ((key: string, values: Record<string, unknown> = {}) => {
  const text = lookupCounted(companyActionTexts.languages.en, key, values.count);
  return interpolate(text, values as Record<string, string | number>);
}) as unknown as CompanyActionsTranslate;

describe('describeDeletion', () => {
  it('says what moves to the parent and what is deleted, leaving out what the company lacks', () => {
    expect(describeDeletion(impact, english)).toEqual([
      '3 devices move to Harbor Logistics.',
      'The credits left go back to Harbor Logistics: Free Credit: 7, Paid Credit: 1.',
      '1 user is deleted and signed out.',
      '2 pending invitations are deleted.',
      '1 file is deleted.',
    ]);
  });

  it('says so when the company holds nothing', () => {
    const empty = {
      ...impact,
      devices_count: 0,
      credits: [],
      users_count: 0,
      pending_invitations_count: 0,
      files_count: 0,
    };
    expect(describeDeletion(empty, english)).toEqual(['It has no devices, users or credits.']);
  });

  it('names why a company cannot be deleted', () => {
    expect(deletionRefusal(impact, english)).toBeNull();
    expect(deletionRefusal({ ...impact, blocked_by: 'subsidiaries', subsidiaries_count: 2 }, english)).toBe(
      'Harbor Annex has 2 subsidiaries: move or delete them first.',
    );
    expect(deletionRefusal({ ...impact, blocked_by: 'own_company' }, english)).toBe(
      'You cannot delete your own company.',
    );
  });
});

describe('companyActions', () => {
  const holding =
    (...names: string[]) =>
    (permission: string) =>
      names.includes(permission);

  it('offers each action by the permission the server checks', () => {
    const all = holding('update_companies', 'create_companies', 'move_companies', 'delete_companies');
    expect(companyActions({ id: 9, parent_id: 4 }, 1, all)).toEqual([
      'rename',
      'addSubsidiary',
      'move',
      'delete',
    ]);
    expect(
      companyActions({ id: 9, parent_id: 4 }, 1, holding('update_companies', 'delete_companies')),
    ).toEqual(['rename', 'delete']);
    expect(companyActions({ id: 9, parent_id: 4 }, 1, holding())).toEqual([]);
  });

  it('offers no move or delete of the root or of the user’s own company', () => {
    const all = holding('update_companies', 'create_companies', 'move_companies', 'delete_companies');
    expect(companyActions({ id: 1, parent_id: null }, 4, all)).toEqual(['rename', 'addSubsidiary']);
    expect(companyActions({ id: 4, parent_id: 1 }, 4, all)).toEqual(['rename', 'addSubsidiary']);
  });
});
