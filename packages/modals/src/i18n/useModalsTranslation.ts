import { useI18nLanguage } from '@netfleet/ui-kit';
import { useMemo } from 'react';
import { formatText, texts } from '../texts.js';
import { MODALS_NAMESPACE } from './languages.js';
import {
  lookupText,
  type ModalTextKey,
  type ModalTextValues,
  type ModalTranslate,
  translateEnglish,
} from './translate.js';

/** The translator of the modal host and prompts, and the language it uses. */
export interface ModalsTranslation {
  t: ModalTranslate;
  /** The language texts come from (`'en'` without an i18next instance). */
  language: string;
}

/**
 * The modals' texts in the language of the nearest `I18nextProvider` (or the instance
 * registered with `initReactI18next`), read from its `modals` namespace; English when
 * there is none or the namespace lacks a text, so the modals work in apps that have not
 * set i18n up. Re-renders when the language changes. Same approach as ui-kit's
 * `useUiKitTranslation`.
 */
export function useModalsTranslation(): ModalsTranslation {
  const { instance, language } = useI18nLanguage();
  const t = useMemo<ModalTranslate>(() => {
    if (!instance) return translateEnglish;
    // Typed loosely on purpose: an app may narrow i18next's key types to its own namespaces.
    const fixed = instance.getFixedT(language, MODALS_NAMESPACE) as unknown as (
      key: string,
      options: Record<string, unknown>,
    ) => unknown;
    return (key: ModalTextKey, values?: ModalTextValues) => {
      // The raw text, English by default (an app instance without the `modals` namespace
      // still reads well). Placeholders are `{name}`: filled here, whatever the app's
      // interpolation settings.
      const text = String(
        fixed(key, { defaultValue: lookupText(texts, key) ?? key, skipInterpolation: true }),
      );
      return values ? formatText(text, values) : text;
    };
  }, [instance, language]);
  return { t, language };
}
