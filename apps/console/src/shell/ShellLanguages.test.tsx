import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleApp } from '../bootstrap/ConsoleApp.js';
import { createConsoleI18n, I18nRoot } from '../i18n/I18nRoot.js';
import { createTestConsole } from '../test/renderConsole.js';

/** The whole console in `language`, as bootstrap renders it for a chosen language. */
function renderConsoleIn(language: string, options: Parameters<typeof createTestConsole>[0] = {}) {
  const parts = createTestConsole(options);
  render(
    <I18nRoot i18n={createConsoleI18n(language)}>
      <ConsoleApp app={parts.app} />
    </I18nRoot>,
  );
  void parts.start();
  return parts;
}

describe('the shell in another language', () => {
  it('shows the navigation, the breadcrumbs and the page bar in Japanese', async () => {
    renderConsoleIn('ja', { role: 'super_admin', path: '/users/invitations' });
    const nav = await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['運用', 'リモートアクセス', 'VPN', '管理', 'システム']);
    expect(within(nav).getByRole('link', { name: 'デバイス' }).getAttribute('href')).toBe(
      '/management/devices',
    );
    expect(within(nav).getByRole('link', { name: 'メールログ' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(within(crumbs).getByRole('link', { name: 'ユーザー' }).getAttribute('href')).toBe('/users');
    expect(within(crumbs).getByText('招待').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /ヘルプ/ }).getAttribute('href')).toBe(
      'https://wiki.netfleet.dev/invitations',
    );
    expect(screen.getByRole('button', { name: 'ナビゲーションを折りたたむ' })).toBeTruthy();
    expect(screen.getByText('コンテンツへスキップ')).toBeTruthy();
  });

  it('titles a page that is on its way in Ukrainian', async () => {
    renderConsoleIn('uk', { role: 'super_admin', path: '/statistics/online-devices' });
    expect(await screen.findByRole('heading', { name: 'Статистика', level: 1 })).toBeTruthy();
    expect(screen.getByText('Пристрої в мережі', { selector: '.page__subtitle' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Навігаційний ланцюжок' })).getByText(
        'Пристрої в мережі',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ця сторінка скоро з’явиться.')).toBeTruthy();
  });

  it('says the impersonation in Norwegian', async () => {
    renderConsoleIn('nb', {
      role: 'end_user',
      user: {
        company: { id: 8, parent_id: 3, name: '', level: 3, show_payment: false },
        token: { act: { sub: 1, email: 'super_admin@netfleet.test' } },
        impersonation_access_limit: Math.floor(Date.now() / 1000) + 3600,
      },
    });
    // A company without a name is "Company" in the user's language.
    expect(
      await screen.findByText('Du er logget inn som brukeren end_user@netfleet.test, Selskap #8'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avslutt innlogging som bruker' })).toBeTruthy();
  });
});
