import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the add-approved-device form. */
export const approvedDeviceFormTexts = defineTexts('approvedDeviceForms', {
  en: {
    add: {
      title: 'Add approved device',
      serial: 'Serial number',
      mac: 'MAC address',
      comment: 'Comment',
      submit: 'Approve',
      success: 'Approved device created successfully',
    },
  },
  nb: {
    add: {
      title: 'Legg til godkjent enhet',
      serial: 'Serienummer',
      mac: 'MAC-adresse',
      comment: 'Kommentar',
      submit: 'Godkjenn',
      success: 'Den godkjente enheten ble opprettet',
    },
  },
  ja: {
    add: {
      title: '承認済みデバイスを追加',
      serial: 'シリアル番号',
      mac: 'MAC アドレス',
      comment: 'コメント',
      submit: '承認',
      success: '承認済みデバイスを作成しました',
    },
  },
  uk: {
    add: {
      title: 'Додати схвалений пристрій',
      serial: 'Серійний номер',
      mac: 'MAC-адреса',
      comment: 'Коментар',
      submit: 'Схвалити',
      success: 'Схвалений пристрій створено',
    },
  },
});
