import { type FormTextsResource, formTexts } from '../texts.js';
import { FORMS_NAMESPACE, type FormLanguage } from './formsLanguages.js';
import { ja } from './resources/ja.js';
import { nb } from './resources/nb.js';
import { uk } from './resources/uk.js';

/** The forms' texts per language; English is {@link formTexts} itself. */
export const FORMS_RESOURCES: Readonly<Record<FormLanguage, FormTextsResource>> = {
  en: formTexts,
  nb,
  ja,
  uk,
};

/**
 * {@link FORMS_RESOURCES} under the `forms` namespace, for an app that sets up i18next
 * with every resource at once (`createI18n(language, { resources })` of `@netfleet/ui-kit`).
 * Without it, `useFormsTexts` adds them to the instance the first time a form renders.
 */
export const FORMS_I18N_RESOURCES: Readonly<
  Record<FormLanguage, { readonly [FORMS_NAMESPACE]: FormTextsResource }>
> = {
  en: { [FORMS_NAMESPACE]: formTexts },
  nb: { [FORMS_NAMESPACE]: nb },
  ja: { [FORMS_NAMESPACE]: ja },
  uk: { [FORMS_NAMESPACE]: uk },
};
