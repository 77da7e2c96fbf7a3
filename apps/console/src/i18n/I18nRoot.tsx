import { MODALS_I18N_RESOURCES } from '@netfleet/modals';
import { createI18n } from '@netfleet/ui-kit';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * An i18next instance in `language` (its own chunk: English, the default, needs none,
 * since the kit falls back to its English texts).
 */
export function createConsoleI18n(language: string): I18n {
  // The modal windows' texts ride along in their own namespace.
  return createI18n(language, { resources: MODALS_I18N_RESOURCES });
}

/** Gives the tree the i18next instance. */
export function I18nRoot({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
