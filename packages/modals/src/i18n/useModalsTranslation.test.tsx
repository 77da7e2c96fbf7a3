import { createI18n } from '@netfleet/ui-kit';
import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test/renderHost.js';
import { applyConfigPrompt, monitoringTemplatesRemovePrompt } from '../core/promptPresets.js';
import { MODALS_I18N_RESOURCES } from './resources/index.js';

/** The console's set-up: ui-kit's `createI18n` with the modals' texts as a namespace. */
const consoleI18n = (language: string) => createI18n(language, { resources: MODALS_I18N_RESOURCES });

describe('the modal host in the active language', () => {
  it('shows Norwegian texts when the language is nb', async () => {
    const setup = renderHost({ i18n: consoleI18n('nb') });
    setup.run(() => {
      void setup.manager.confirm({
        title: 'Gi nytt navn',
        message: 'Nytt navn?',
        reminderKey: 'rename',
        fullscreen: { allowed: true },
        helpLink: 'https://example.test/help',
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Gi nytt navn' });
    expect(within(dialog).getByRole('button', { name: 'Bekreft' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Lukk' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Minimer' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fullskjerm' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Flytt vinduet (piltaster)' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Hjelp (åpnes i en ny fane)' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: 'Ikke vis igjen' })).toBeTruthy();
    expect(within(dialog).queryByText('Confirm')).toBeNull();

    await setup.user.click(within(dialog).getByRole('button', { name: 'Minimer' }));
    const tray = screen.getByRole('region', { name: 'Minimerte vinduer' });
    expect(within(tray).getByRole('button', { name: 'Gjenopprett Gi nytt navn' })).toBeTruthy();
  });

  it('translates the preset prompts and their contents, and follows language changes', async () => {
    const i18n = consoleI18n('nb');
    const setup = renderHost({ i18n });
    setup.run(() => {
      void setup.manager.confirm(applyConfigPrompt({ configName: 'Kontor', deviceCount: 3 }));
    });
    let dialog = screen.getByRole('dialog', { name: 'Bruk konfigurasjon' });
    expect(
      within(dialog).getByText('Vil du bruke denne konfigurasjonen på de valgte enhetene?'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Konfigurasjon: Kontor')).toBeTruthy();
    expect(within(dialog).getByText('3 enheter valgt.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Bruk' })).toBeTruthy();

    await act(async () => {
      await i18n.changeLanguage('uk');
    });
    dialog = screen.getByRole('dialog', { name: 'Застосування конфігурації' });
    expect(within(dialog).getByText('Вибрано пристроїв: 3.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Застосувати' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Скасувати' })).toBeTruthy();

    await act(async () => {
      await i18n.changeLanguage('ja-JP');
    });
    setup.run(() => {
      void setup.manager.confirm(
        monitoringTemplatesRemovePrompt({ templateNames: Array.from({ length: 12 }, (_, i) => `T${i}`) }),
      );
    });
    dialog = screen.getByRole('dialog', { name: '監視テンプレートの削除' });
    expect(within(dialog).getByText('ほか 2 件')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '削除' })).toBeTruthy();
  });

  it("keeps the caller's own button texts", () => {
    const setup = renderHost({ i18n: consoleI18n('nb') });
    setup.run(() => {
      void setup.manager.confirm({
        title: 'Start på nytt',
        confirmText: 'Start på nytt nå',
        cancelText: 'Vent',
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Start på nytt' });
    expect(within(dialog).getByRole('button', { name: 'Start på nytt nå' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Vent' })).toBeTruthy();
  });

  it('speaks English without an i18next instance, and when the instance lacks the modals namespace', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'nb', resources: { nb: { app: {} } } });
    for (const i18n of [undefined, bare]) {
      const setup = renderHost(i18n ? { i18n } : {});
      setup.run(() => {
        void setup.manager.confirm(applyConfigPrompt({ deviceCount: 1 }));
      });
      const dialog = screen.getByRole('dialog', { name: 'Apply configuration' });
      expect(within(dialog).getByText('1 device selected.')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
      setup.unmount();
    }
  });
});
