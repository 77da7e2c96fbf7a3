import { SUPPORTED_LANGUAGES } from '@netfleet/ui-kit';
import { afterEach, describe, expect, it } from 'vitest';
// The static page as served (public/ is copied into the build as it is).
import offlineHtml from '../../public/offline.html?raw';
import offlineScript from '../../public/offline.js?raw';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language.js';
import { offlinePageTexts } from './offlinePageTexts.js';

/** Loads public/offline.html into the document and runs public/offline.js on it, as the browser would. */
function openStaticOfflinePage(): void {
  const html = new DOMParser().parseFromString(offlineHtml, 'text/html');
  document.documentElement.lang = html.documentElement.lang;
  document.title = html.title;
  document.body.innerHTML = html.body.innerHTML;
  new Function(offlineScript)();
}

const shown = () => ({
  documentTitle: document.title,
  title: document.querySelector('h1')?.textContent,
  message: document.querySelector('[data-text="message"]')?.textContent,
  tryAgain: document.querySelector('a')?.textContent,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the static offline page', () => {
  it('shows the console’s offline texts in English without a chosen language', () => {
    openStaticOfflinePage();
    expect(shown()).toEqual(offlinePageTexts.languages.en);
    expect(document.documentElement.lang).toBe('en');
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'shows the console’s offline texts in the chosen language (%s)',
    (language) => {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      openStaticOfflinePage();
      expect(shown()).toEqual(offlinePageTexts.languages[language]);
      expect(document.documentElement.lang).toBe(language);
    },
  );
});
