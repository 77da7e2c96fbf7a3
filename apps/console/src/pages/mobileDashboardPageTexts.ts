import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the standalone mobile device dashboard (the widgets bring their own). */
export const mobileDashboardPageTexts = defineTexts('mobileDashboardPage', {
  en: {
    title: '{{device}}: {{dashboard}}',
    devicePage: 'Open the device page',
    loadFailed: 'Could not load the device',
    notFound: 'This dashboard does not exist for this device.',
  },
  nb: {
    title: '{{device}}: {{dashboard}}',
    devicePage: 'Åpne enhetssiden',
    loadFailed: 'Kunne ikke laste inn enheten',
    notFound: 'Dette dashbordet finnes ikke for denne enheten.',
  },
  ja: {
    title: '{{device}}: {{dashboard}}',
    devicePage: 'デバイスのページを開く',
    loadFailed: 'デバイスを読み込めませんでした',
    notFound: 'このデバイスにはこのダッシュボードはありません。',
  },
  uk: {
    title: '{{device}}: {{dashboard}}',
    devicePage: 'Відкрити сторінку пристрою',
    loadFailed: 'Не вдалося завантажити пристрій',
    notFound: 'Для цього пристрою такої панелі немає.',
  },
});
