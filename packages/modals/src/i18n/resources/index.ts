import { MODALS_NAMESPACE, type ModalLanguage } from '../languages.js';
import { en, type ModalResource } from './en.js';
import { ja } from './ja.js';
import { nb } from './nb.js';
import { uk } from './uk.js';

/**
 * The modals' texts per language, ready for i18next's `resources[language][MODALS_NAMESPACE]`
 * (the same shape as ui-kit's `UI_KIT_RESOURCES`).
 */
export const MODAL_RESOURCES: Readonly<Record<ModalLanguage, ModalResource>> = { en, nb, ja, uk };

/**
 * {@link MODAL_RESOURCES} already under the `modals` namespace, for `createI18n(language, { resources })`
 * of `@netfleet/ui-kit` (merge the app's own namespaces into each language).
 */
export const MODALS_I18N_RESOURCES: Readonly<
  Record<ModalLanguage, { readonly [MODALS_NAMESPACE]: ModalResource }>
> = {
  en: { [MODALS_NAMESPACE]: en },
  nb: { [MODALS_NAMESPACE]: nb },
  ja: { [MODALS_NAMESPACE]: ja },
  uk: { [MODALS_NAMESPACE]: uk },
};

export type { ModalResource };
