import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@netfleet/ui-kit';
import { useEffect, useId, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { LANGUAGE_RELOAD_DELAY_MS, LANGUAGE_STORAGE_KEY, readLanguage } from '../../i18n/language.js';
import { useTexts } from '../../i18n/useTexts.js';
import { accountMenuTexts } from './texts.js';

/** English, Norwegian, Japanese, Ukrainian; a choice is saved and the page reloads after ~1 s (spec §4). */
export function LanguagePanel() {
  const { env } = useConsole();
  const [language, setLanguage] = useState<SupportedLanguage>(() => readLanguage(env.localStorage));
  const [reloading, setReloading] = useState(false);
  const name = useId();
  const t = useTexts(accountMenuTexts);

  useEffect(() => {
    if (!reloading) return;
    const timer = setTimeout(() => env.reload(), LANGUAGE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reloading, env]);

  return (
    <fieldset className="account-subpanel__body account-choices">
      <legend className="nf-visually-hidden">{t('panels.language')}</legend>
      {SUPPORTED_LANGUAGES.map((code) => (
        <label key={code} className="account-choice">
          <input
            type="radio"
            name={name}
            value={code}
            checked={language === code}
            disabled={reloading}
            onChange={() => {
              setLanguage(code);
              env.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
              setReloading(true);
            }}
          />
          <span>{t(`language.names.${code}`)}</span>
        </label>
      ))}
      <p className="account-subpanel__note" role="status">
        {reloading ? t('language.reloading') : ''}
      </p>
    </fieldset>
  );
}
