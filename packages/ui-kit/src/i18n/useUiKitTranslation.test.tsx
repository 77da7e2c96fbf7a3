import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Loader } from '../components/Loader.js';
import { Pagination } from '../components/Pagination.js';
import { createI18n } from './createI18n.js';
import { useUiKitTranslation } from './useUiKitTranslation.js';

function Probe() {
  const { t, language } = useUiKitTranslation();
  return (
    <p>
      {language}: {t('table.selected', { count: 2, total: '2' })}
    </p>
  );
}

describe('useUiKitTranslation', () => {
  it('speaks English without an i18next instance', () => {
    render(<Probe />);
    expect(screen.getByText('en: 2 rows selected')).toBeTruthy();
  });

  it('follows the provided instance and its language changes', async () => {
    const i18n = createI18n('ja');
    render(
      <I18nextProvider i18n={i18n}>
        <Probe />
        <Loader />
        <Pagination page={1} pageCount={3} onPageChange={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByText('ja: 2 行を選択中')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
    expect(screen.getByRole('navigation', { name: 'ページ送り' }).textContent).toContain('1 / 3 ページ');
    await act(async () => {
      await i18n.changeLanguage('uk');
    });
    expect(screen.getByText('uk: Вибрано 2 рядки')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Наступна' })).toBeTruthy();
  });

  it('falls back to English texts when the app instance lacks the kit namespace', async () => {
    const { default: i18next } = await import('i18next');
    const bare = i18next.createInstance();
    await bare.init({ lng: 'nb', resources: { nb: { app: {} } } });
    render(
      <I18nextProvider i18n={bare}>
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('nb: 2 rows selected')).toBeTruthy();
  });
});
