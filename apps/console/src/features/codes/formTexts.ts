import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the codes' forms: create code, activate code. */
export const codeFormTexts = defineTexts('codeForms', {
  en: {
    createCode: {
      title: 'Create code',
      type: 'Type',
      company: 'Company',
      amount: 'Amount',
      comment: 'Comment',
      submit: 'Create',
      success: 'Code created successfully',
    },
    activateCode: {
      title: 'Activate code',
      code: 'Code',
      submit: 'Activate',
      success: 'Code activated successfully',
    },
  },
  nb: {
    createCode: {
      title: 'Opprett kode',
      type: 'Type',
      company: 'Selskap',
      amount: 'Antall',
      comment: 'Kommentar',
      submit: 'Opprett',
      success: 'Koden ble opprettet',
    },
    activateCode: {
      title: 'Aktiver kode',
      code: 'Kode',
      submit: 'Aktiver',
      success: 'Koden ble aktivert',
    },
  },
  ja: {
    createCode: {
      title: 'コードを作成',
      type: '種類',
      company: '会社',
      amount: '数量',
      comment: 'コメント',
      submit: '作成',
      success: 'コードを作成しました',
    },
    activateCode: {
      title: 'コードを有効化',
      code: 'コード',
      submit: '有効化',
      success: 'コードを有効化しました',
    },
  },
  uk: {
    createCode: {
      title: 'Створити код',
      type: 'Тип',
      company: 'Компанія',
      amount: 'Кількість',
      comment: 'Коментар',
      submit: 'Створити',
      success: 'Код успішно створено',
    },
    activateCode: {
      title: 'Активувати код',
      code: 'Код',
      submit: 'Активувати',
      success: 'Код успішно активовано',
    },
  },
});
