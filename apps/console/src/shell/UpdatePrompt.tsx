import { postponeUpdate, UPDATE_PROMPT_DELAY_MS } from '@netfleet/api-client';
import { useEffect, useState } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { useTexts } from '../i18n/useTexts.js';
import { shellTexts } from './texts.js';
import { SHOW_UPDATE_PROMPT_EVENT } from './updatePromptEvent.js';

/**
 * The offer of a newer version (spec §4): it appears 1 s after the show-update-prompt
 * event; "Update" reloads, "Later" hides it and resets the stored version timestamp to 0.
 */
export function UpdatePrompt() {
  const { env } = useConsole();
  const [shown, setShown] = useState(false);
  const t = useTexts(shellTexts);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onShow = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setShown(true), UPDATE_PROMPT_DELAY_MS);
    };
    window.addEventListener(SHOW_UPDATE_PROMPT_EVENT, onShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(SHOW_UPDATE_PROMPT_EVENT, onShow);
    };
  }, []);

  if (!shown) return null;
  return (
    <section className="update-prompt" aria-label={t('newVersion')} role="status">
      <p className="update-prompt__text">{t('newVersionText')}</p>
      <div className="update-prompt__actions">
        <button type="button" className="nf-button nf-button--primary" onClick={() => env.reload()}>
          {t('update')}
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() => {
            if (env.localStorage) postponeUpdate(env.localStorage);
            setShown(false);
          }}
        >
          {t('later')}
        </button>
      </div>
    </section>
  );
}
