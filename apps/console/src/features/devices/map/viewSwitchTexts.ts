import { defineTexts } from '../../../i18n/defineTexts.js';

/** Texts of the devices page's list/map switch (small: it loads with the list). */
export const devicesViewTexts = defineTexts('devicesView', {
  en: { view: 'View', list: 'List', map: 'Map' },
  nb: { view: 'Visning', list: 'Liste', map: 'Kart' },
  ja: { view: '表示', list: '一覧', map: '地図' },
  uk: { view: 'Вигляд', list: 'Список', map: 'Карта' },
});
