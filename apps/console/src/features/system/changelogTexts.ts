import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the Changelog page. The release notes themselves are in English (see `changelog.ts`). */
export const changelogTexts = defineTexts('changelog', {
  en: {
    current: 'You are running version {{version}}.',
    version: 'Version {{version}}',
    released: 'Released on {{date}}',
    englishOnly: 'Release notes are written in English.',
  },
  nb: {
    current: 'Du bruker versjon {{version}}.',
    version: 'Versjon {{version}}',
    released: 'Utgitt {{date}}',
    englishOnly: 'Versjonsmerknadene er skrevet på engelsk.',
  },
  ja: {
    current: '現在のバージョンは {{version}} です。',
    version: 'バージョン {{version}}',
    released: 'リリース日: {{date}}',
    englishOnly: 'リリースノートは英語で記載されています。',
  },
  uk: {
    current: 'Ви використовуєте версію {{version}}.',
    version: 'Версія {{version}}',
    released: 'Випущено {{date}}',
    englishOnly: 'Примітки до випуску написано англійською.',
  },
});
