import type { i18n } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { UI_KIT_NAMESPACE } from './languages.js';
import {
  translateEnglish,
  type UiKitTextKey,
  type UiKitTextValues,
  type UiKitTranslate,
} from './translate.js';

const noop = () => {};

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
  const instance: i18n | undefined = useContext(I18nContext)?.i18n ?? getI18n() ?? undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!instance) return noop;
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => instance?.resolvedLanguage ?? instance?.language ?? 'en',
    () => instance?.resolvedLanguage ?? instance?.language ?? 'en',
  );
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
