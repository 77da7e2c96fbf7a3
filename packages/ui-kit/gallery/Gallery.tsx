import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDarkMode } from '../src/dark-mode/createDarkMode.js';
import { DarkModeSwitch } from '../src/dark-mode/DarkModeSwitch.js';
import { useDarkMode } from '../src/dark-mode/useDarkMode.js';
import { createI18n } from '../src/i18n/createI18n.js';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../src/i18n/languages.js';
import { createToastStore } from '../src/toast/createToastStore.js';
import type { GalleryParams } from './params.js';
import { BasicsSection } from './sections/BasicsSection.js';
import { ChartSection } from './sections/ChartSection.js';
import { FormatSection } from './sections/FormatSection.js';
import { SafeHtmlSection } from './sections/SafeHtmlSection.js';
import { TableBench } from './sections/TableBench.js';
import { TableSection } from './sections/TableSection.js';
import { ToastSection } from './sections/ToastSection.js';
import { TooltipSection } from './sections/TooltipSection.js';

// One of each for the page's lifetime, made before the first render so the theme never flashes.
const darkMode = createDarkMode();
const toasts = createToastStore();
const i18n = createI18n('en');

/** The gallery page: every ui-kit component with controls to drive it. */
export function Gallery({ params }: { params: GalleryParams }) {
  const { scheme } = useDarkMode(darkMode);
  const [language, setLanguage] = useState('en');
  useEffect(() => {
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [language]);

  if (params.only === 'table') return <TableBench params={params} />;

  return (
    <I18nextProvider i18n={i18n}>
      <main className="gallery">
        <header className="gallery__header">
          <h1>Netfleet ui-kit gallery</h1>
          <label className="gallery__row">
            Language
            <select
              className="nf-input"
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
            >
              {SUPPORTED_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
          <div>
            <DarkModeSwitch controller={darkMode} />
            <p className="gallery__muted" data-testid="theme">
              Theme shown: {scheme}
            </p>
          </div>
        </header>
        <ToastSection store={toasts} />
        <TooltipSection />
        <TableSection rows={params.rows} delay={params.delay} />
        <ChartSection />
        <BasicsSection />
        <FormatSection />
        <SafeHtmlSection />
      </main>
    </I18nextProvider>
  );
}
