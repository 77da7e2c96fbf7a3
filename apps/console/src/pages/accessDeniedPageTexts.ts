import { ACCESS_DENIED_TITLE, NO_VIEW_PERMISSIONS_MESSAGE } from '@netfleet/permissions';
import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the page a user without any view permission sees (spec §5, English verbatim). */
export const accessDeniedPageTexts = defineTexts('accessDeniedPage', {
  en: { title: ACCESS_DENIED_TITLE, message: NO_VIEW_PERMISSIONS_MESSAGE },
  nb: { title: 'Ingen tilgang', message: 'Brukeren har ingen visningstillatelser' },
  ja: { title: 'アクセスが拒否されました', message: 'このユーザーには閲覧権限がありません' },
  uk: { title: 'Доступ заборонено', message: 'Користувач не має жодних дозволів на перегляд' },
});
