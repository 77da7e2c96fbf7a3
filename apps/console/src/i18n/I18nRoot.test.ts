import { MODALS_NAMESPACE } from '@netfleet/modals';
import { describe, expect, it } from 'vitest';
import { CONSOLE_TEXTS } from './consoleNamespaces.js';
import { createConsoleI18n } from './I18nRoot.js';

describe('createConsoleI18n', () => {
  it('carries the console’s namespaces and the modal windows’ texts from the start, in every language', () => {
    const i18n = createConsoleI18n('uk');
    const namespaces = CONSOLE_TEXTS.map((texts) => texts.namespace);
    expect(namespaces).toEqual(
      expect.arrayContaining(['shell', 'routeTitles', 'accountMenu', 'headerSearch', 'notices']),
    );
    for (const language of ['en', 'nb', 'ja', 'uk']) {
      for (const namespace of [...namespaces, MODALS_NAMESPACE]) {
        expect(i18n.hasResourceBundle(language, namespace), `${language}/${namespace}`).toBe(true);
      }
    }
    expect(i18n.t('connectionLost', { ns: 'shell' })).toBe('Мережеве з’єднання втрачено.');
    expect(i18n.t('routes.companies', { ns: 'routeTitles' })).toBe('Компанії');
  });
});
