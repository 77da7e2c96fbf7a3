import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the mobile device dashboard (its title is the route's: `routeTitleTexts`). */
export const mobileDashboardPageTexts = defineTexts('mobileDashboardPage', {
  en: { later: 'Device #{{id}}, dashboard #{{dashboard}}. The mobile dashboard arrives later.' },
  nb: { later: 'Enhet #{{id}}, dashbord #{{dashboard}}. Mobildashbordet kommer senere.' },
  ja: {
    later: 'デバイス #{{id}}、ダッシュボード #{{dashboard}}。モバイル用ダッシュボードは今後追加されます。',
  },
  uk: { later: 'Пристрій #{{id}}, панель #{{dashboard}}. Мобільна панель з’явиться пізніше.' },
});
