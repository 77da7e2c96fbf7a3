import { type I18nLanguage, useI18nLanguage } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import { type FormTextKey, formatText, formTexts } from '../texts.js';
import { FORM_LANGUAGES, FORMS_NAMESPACE } from './formsLanguages.js';
import { FORMS_RESOURCES } from './formsResources.js';

/** Values filled into `{name}` placeholders. */
export type FormTextValues = Readonly<Record<string, string | number>>;

/** Translates a forms text key. */
export type FormsTranslate = (key: FormTextKey, values?: FormTextValues) => string;

/** The English text of a key, placeholders filled. */
export const translateEnglish: FormsTranslate = (key, values) =>
  values ? formatText(formTexts[key], values) : formTexts[key];

// The forms bring their texts with them: an instance without the `forms` namespace gets it
// (an app that added its own keeps those).
function addFormsTexts(instance: NonNullable<I18nLanguage['instance']>): void {
  for (const language of FORM_LANGUAGES) {
    if (!instance.hasResourceBundle(language, FORMS_NAMESPACE)) {
      instance.addResourceBundle(language, FORMS_NAMESPACE, FORMS_RESOURCES[language], true, false);
    }
  }
}

/**
 * The forms' texts in the language of the nearest `I18nextProvider` (or the instance
 * registered with `initReactI18next`), from its `forms` namespace; English without an
 * instance, so the forms work in apps without i18n. Re-renders when the language changes.
 *
 * @example
 * const t = useFormsTexts();
 * <button>{t('cancel')}</button>
 */
export function useFormsTexts(): FormsTranslate {
  const { instance, language } = useI18nLanguage();
  return useMemo<FormsTranslate>(() => {
    if (!instance) return translateEnglish;
    addFormsTexts(instance);
    // Typed loosely on purpose: an app may narrow i18next's key types to its own namespaces.
    const fixed = instance.getFixedT(language, FORMS_NAMESPACE) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => unknown;
    return (key, values) => {
      // Placeholders are `{name}`, filled here whatever the app's interpolation settings.
      const text = String(fixed(key, { defaultValue: formTexts[key], skipInterpolation: true }));
      return values ? formatText(text, values) : text;
    };
  }, [instance, language]);
}
