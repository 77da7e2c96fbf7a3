import { defineTexts } from '../../../i18n/defineTexts.js';

/** The texts of the device's services tab. */
export const deviceServicesTexts = defineTexts('deviceServices', {
  en: {
    loadFailed: 'The device could not be loaded',
    credit: 'Credit',
    renewal: 'Renewal',
    renewsWith: 'One {{type}} every 30 days',
    notRenewed: 'Not renewed',
    status: {
      active: 'Active until {{date}}',
      expired: 'Expired on {{date}}',
      none: 'No credit assigned',
    },
  },
  nb: {
    loadFailed: 'Enheten kunne ikke lastes',
    credit: 'Kreditt',
    renewal: 'Fornyelse',
    renewsWith: 'Én {{type}} hver 30. dag',
    notRenewed: 'Fornyes ikke',
    status: {
      active: 'Aktiv til {{date}}',
      expired: 'Utløpt {{date}}',
      none: 'Ingen kreditt tildelt',
    },
  },
  ja: {
    loadFailed: 'デバイスを読み込めませんでした',
    credit: 'クレジット',
    renewal: '更新',
    renewsWith: '30日ごとに {{type}} を1つ',
    notRenewed: '更新しない',
    status: {
      active: '{{date}} まで有効',
      expired: '{{date}} に期限切れ',
      none: 'クレジットが割り当てられていません',
    },
  },
  uk: {
    loadFailed: 'Не вдалося завантажити пристрій',
    credit: 'Кредит',
    renewal: 'Поновлення',
    renewsWith: 'Один {{type}} кожні 30 днів',
    notRenewed: 'Не поновлюється',
    status: {
      active: 'Активний до {{date}}',
      expired: 'Закінчився {{date}}',
      none: 'Кредит не призначено',
    },
  },
});
