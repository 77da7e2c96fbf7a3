import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the resources' forms: add resources, move resources. */
export const resourceFormTexts = defineTexts('resourceForms', {
  en: {
    addResources: {
      title: 'Add resources',
      type: 'Resource type',
      count: 'Count',
      company: 'Company',
      price: 'Price',
      proformaNumber: 'Proforma number',
      submit: 'Add',
      success: 'Resources added successfully',
    },
    moveResources: {
      title: 'Move resources',
      type: 'Resource type',
      source: 'Source company',
      target: 'Target company',
      amount: 'Amount',
      submit: 'Move',
      success: 'Resources moved successfully',
    },
  },
  nb: {
    addResources: {
      title: 'Legg til ressurser',
      type: 'Ressurstype',
      count: 'Antall',
      company: 'Selskap',
      price: 'Pris',
      proformaNumber: 'Proformanummer',
      submit: 'Legg til',
      success: 'Ressursene ble lagt til',
    },
    moveResources: {
      title: 'Flytt ressurser',
      type: 'Ressurstype',
      source: 'Kildeselskap',
      target: 'Målselskap',
      amount: 'Antall',
      submit: 'Flytt',
      success: 'Ressursene ble flyttet',
    },
  },
  ja: {
    addResources: {
      title: 'リソースを追加',
      type: 'リソースの種類',
      count: '数量',
      company: '会社',
      price: '価格',
      proformaNumber: 'プロフォーマ番号',
      submit: '追加',
      success: 'リソースを追加しました',
    },
    moveResources: {
      title: 'リソースを移動',
      type: 'リソースの種類',
      source: '移動元の会社',
      target: '移動先の会社',
      amount: '数量',
      submit: '移動',
      success: 'リソースを移動しました',
    },
  },
  uk: {
    addResources: {
      title: 'Додати ресурси',
      type: 'Тип ресурсу',
      count: 'Кількість',
      company: 'Компанія',
      price: 'Ціна',
      proformaNumber: 'Номер проформи',
      submit: 'Додати',
      success: 'Ресурси успішно додано',
    },
    moveResources: {
      title: 'Перемістити ресурси',
      type: 'Тип ресурсу',
      source: 'Компанія-джерело',
      target: 'Цільова компанія',
      amount: 'Кількість',
      submit: 'Перемістити',
      success: 'Ресурси успішно переміщено',
    },
  },
});
