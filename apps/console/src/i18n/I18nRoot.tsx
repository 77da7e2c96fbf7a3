import { MODALS_I18N_RESOURCES } from '@netfleet/modals';
import { createI18n, SUPPORTED_LANGUAGES, textsIn } from '@netfleet/ui-kit';
import type { i18n as I18n, Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CONSOLE_TEXTS } from './consoleNamespaces.js';
import type { FeatureTexts, TextTree } from './defineTexts.js';

/** i18next resources of `texts`, each under its namespace, beside the modal windows' own. */
export function consoleResources(texts: readonly FeatureTexts<TextTree>[]): Resource {
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = {
      ...MODALS_I18N_RESOURCES[language],
      // A build moves the features' other languages out of their code: `textsIn` finds them.
      ...Object.fromEntries(
        texts.flatMap((feature) => {
          const tree = textsIn(feature, language);
          return tree ? [[feature.namespace, tree]] : [];
        }),
      ),
    };
  }
  return resources;
}

/**
 * An i18next instance in `language` carrying the console's namespaces ({@link CONSOLE_TEXTS})
 * and the modal windows' texts. Its own chunk: English, the default, needs none, since every
 * text falls back to its English.
 */
export function createConsoleI18n(language: string, texts = CONSOLE_TEXTS): I18n {
  return createI18n(language, { resources: consoleResources(texts) });
}

/** Gives the tree the i18next instance. */
export function I18nRoot({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
