import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the pages a later issue builds (their titles are the routes': `routeTitleTexts`). */
export const placeholderPageTexts = defineTexts('placeholderPage', {
  en: {
    page: 'Page',
    onItsWay: 'This page is on its way.',
    section: 'section',
    columns: 'Columns',
  },
  nb: {
    page: 'Side',
    onItsWay: 'Denne siden kommer snart.',
    section: 'del',
    columns: 'Kolonner',
  },
  ja: {
    page: 'ページ',
    onItsWay: 'このページは準備中です。',
    section: 'セクション',
    columns: '列',
  },
  uk: {
    page: 'Сторінка',
    onItsWay: 'Ця сторінка скоро з’явиться.',
    section: 'розділ',
    columns: 'Стовпці',
  },
});
