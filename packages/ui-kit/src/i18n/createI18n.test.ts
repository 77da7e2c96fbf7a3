import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.js';
import { UI_KIT_NAMESPACE } from './languages.js';

describe('createI18n', () => {
  it('creates an initialised instance with the kit texts in the given language', () => {
    const i18n = createI18n('nb');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('nb');
    expect(i18n.t('copy.copied', { ns: UI_KIT_NAMESPACE })).toBe('Kopiert');
    expect(i18n.t('table.selected', { ns: UI_KIT_NAMESPACE, count: 1, total: '1' })).toBe('1 rad valgt');
  });

  it('picks Ukrainian plural forms', () => {
    const i18n = createI18n('uk');
    const rows = (count: number) => i18n.t('table.rowCount', { count, total: String(count) });
    expect([1, 3, 5, 21, 1.5].map(rows)).toEqual(['1 рядок', '3 рядки', '5 рядків', '21 рядок', '1.5 рядка']);
  });

  it('resolves regional and related codes, and falls back to English', () => {
    expect(createI18n('nb-NO').t('copy.copy')).toBe('Kopier til utklippstavlen');
    expect(createI18n('no').t('copy.copy')).toBe('Kopier til utklippstavlen');
    expect(createI18n('ja-JP').t('copy.copy')).toBe('クリップボードにコピー');
    expect(createI18n('de').t('copy.copy')).toBe('Copy to clipboard');
  });

  it("merges the app's own namespaces", () => {
    const i18n = createI18n('ja', {
      resources: { en: { console: { title: 'Devices' } }, ja: { console: { title: 'デバイス' } } },
      defaultNS: 'console',
    });
    expect(i18n.t('title')).toBe('デバイス');
    expect(i18n.t('copy.copied', { ns: UI_KIT_NAMESPACE })).toBe('コピーしました');
  });

  it('leaves the global i18next instance alone', () => {
    createI18n('uk');
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });
});
