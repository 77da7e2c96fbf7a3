import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of `/404` (its title is the route's: `routeTitleTexts`). */
export const notFoundPageTexts = defineTexts('notFoundPage', {
  en: {
    text: 'The page you asked for does not exist or has moved.',
    home: 'Go to the console',
  },
  nb: {
    text: 'Siden du ba om, finnes ikke eller er flyttet.',
    home: 'Gå til konsollen',
  },
  ja: {
    text: 'お探しのページは存在しないか、移動しました。',
    home: 'コンソールへ移動',
  },
  uk: {
    text: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
    home: 'Перейти до консолі',
  },
});
