import { describe, expect, it } from 'vitest';
import { routeTitleTexts } from '../i18n/routeTitleTexts.js';
import { lookup } from '../i18n/useTexts.js';
import { breadcrumbsFor } from './breadcrumbs.js';

const japanese = (key: string, english: string) => {
  const text = lookup(routeTitleTexts.languages.ja, key);
  return text === key ? english : text;
};

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
  });

  it('say the levels above that are no page by their section title', () => {
    expect(breadcrumbsFor('vpn.hubs')).toEqual([{ label: 'VPN' }, { label: 'VPN hubs' }]);
    expect(breadcrumbsFor('files.global.firmware')).toEqual([
      { label: 'Files' },
      { label: 'Global' },
      { label: 'Global firmware' },
    ]);
  });

  it('translate every label, still saying a level once', () => {
    expect(breadcrumbsFor('company.invitations', { company_id: 5 }, japanese)).toEqual([
      { label: '会社', href: '/companies/5' },
      { label: 'ユーザー', href: '/companies/5/users' },
      { label: '招待' },
    ]);
    expect(breadcrumbsFor('management.devices', {}, japanese)).toEqual([
      { label: '運用' },
      { label: 'デバイス' },
    ]);
    expect(breadcrumbsFor('company.info', { company_id: 9 }, japanese)).toEqual([{ label: '会社' }]);
    // A name no text knows stays in humanised English.
    expect(breadcrumbsFor('reports.custom-view', {}, japanese)).toEqual([
      { label: 'レポート', href: '/reports' },
      { label: 'Custom view' },
    ]);
  });
});
