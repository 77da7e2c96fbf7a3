import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, humanizeRouteName } from './breadcrumbs.js';

describe('breadcrumbs', () => {
  it('follow the parent chain with links, the last item unlinked', () => {
    expect(breadcrumbsFor('company.invitations', { company_id: 5 })).toEqual([
      { label: 'Company', href: '/companies/5' },
      { label: 'Users', href: '/companies/5/users' },
      { label: 'Invitations' },
    ]);
    expect(breadcrumbsFor('reports.periodic.week')).toEqual([
      { label: 'Reports', href: '/reports' },
      { label: 'Weekly reports' },
    ]);
  });

  it('use the name’s prefixes without a parent, saying a level once', () => {
    expect(breadcrumbsFor('users.invitations')).toEqual([
      { label: 'Users', href: '/users' },
      { label: 'Invitations' },
    ]);
    expect(breadcrumbsFor('management.devices')).toEqual([{ label: 'Management' }, { label: 'Devices' }]);
    expect(breadcrumbsFor('company.info', { company_id: 9 })).toEqual([{ label: 'Company' }]);
  });

  it('humanise a route name the table does not know', () => {
    expect(breadcrumbsFor('reports.custom-view')).toEqual([
      { label: 'Reports', href: '/reports' },
      { label: 'Custom view' },
    ]);
    expect(humanizeRouteName('remote-access.single_view')).toBe('Remote access single view');
  });
});
