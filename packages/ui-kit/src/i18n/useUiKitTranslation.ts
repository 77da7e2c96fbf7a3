import { useMemo } from 'react';
import { UI_KIT_NAMESPACE } from './languages.js';
import {
  translateEnglish,
  type UiKitTextKey,
  type UiKitTextValues,
  type UiKitTranslate,
} from './translate.js';
import { useI18nLanguage } from './useI18nLanguage.js';

/** The translator of the kit's components and the language it uses. */
export interface UiKitTranslation {
  t: UiKitTranslate;
  /** The language texts come from (`'en'` without an i18next instance). */
  language: string;
}

/**
 * The kit's texts in the language of the nearest `I18nextProvider` (or the instance
 * registered with `initReactI18next`); English when there is none, so the kit works
 * in apps that have not set i18n up. Re-renders when the language changes.
 */
export function useUiKitTranslation(): UiKitTranslation {
  const { instance, language } = useI18nLanguage();
  const t = useMemo<UiKitTranslate>(() => {
    if (!instance) return translateEnglish;
    // Typed loosely on purpose: an app may narrow i18next's key types to its own namespaces.
    const fixed = instance.getFixedT(language, UI_KIT_NAMESPACE) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => unknown;
    return (key: UiKitTextKey, values?: UiKitTextValues) =>
      // The English text is the default: an app instance without the kit's namespace still reads well.
      String(fixed(key, { ...values, defaultValue: translateEnglish(key, values) }));
  }, [instance, language]);
  return { t, language };
}
