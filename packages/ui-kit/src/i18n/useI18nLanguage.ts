import type { i18n } from 'i18next';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

const noop = () => {};

/** The app's i18next instance (if any) and its current language. */
export interface I18nLanguage {
  /** The nearest `I18nextProvider`'s instance, or the one registered with `initReactI18next`. */
  instance: i18n | undefined;
  /** The language texts come from (`'en'` without an instance). */
  language: string;
}

/**
 * The app's i18next instance and language, re-rendering when the language changes. The
 * shared base of the packages' translation hooks (ui-kit's own, the modals'), which fall
 * back to English when the app has no instance.
 */
export function useI18nLanguage(): I18nLanguage {
  const instance: i18n | undefined = useContext(I18nContext)?.i18n ?? getI18n() ?? undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!instance) return noop;
      instance.on('languageChanged', onChange);
      return () => instance.off('languageChanged', onChange);
    },
    [instance],
  );
  const read = () => instance?.resolvedLanguage ?? instance?.language ?? 'en';
  const language = useSyncExternalStore(subscribe, read, read);
  return { instance, language };
}
