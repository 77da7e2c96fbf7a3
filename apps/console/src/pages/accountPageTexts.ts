import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of `/account` (its title is the route's: `routeTitleTexts`). */
export const accountPageTexts = defineTexts('accountPage', {
  en: {
    username: 'Username',
    role: 'Role',
    company: 'Company',
    mfa: 'Multi-factor authentication',
    mfaOff: 'off',
    managedOn: 'Password, multi-factor authentication and sessions are managed on the {{site}}.',
    site: 'account site',
  },
  nb: {
    username: 'Brukernavn',
    role: 'Rolle',
    company: 'Selskap',
    mfa: 'Flerfaktorautentisering',
    mfaOff: 'av',
    managedOn: 'Passord, flerfaktorautentisering og økter administreres på {{site}}.',
    site: 'kontosiden',
  },
  ja: {
    username: 'ユーザー名',
    role: 'ロール',
    company: '会社',
    mfa: '多要素認証',
    mfaOff: 'オフ',
    managedOn: 'パスワード、多要素認証、セッションは{{site}}で管理します。',
    site: 'アカウントサイト',
  },
  uk: {
    username: 'Ім’я користувача',
    role: 'Роль',
    company: 'Компанія',
    mfa: 'Багатофакторна автентифікація',
    mfaOff: 'вимкнено',
    managedOn: 'Паролем, багатофакторною автентифікацією та сеансами керують на {{site}}.',
    site: 'сайті облікового запису',
  },
});
