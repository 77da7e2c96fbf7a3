import { UNCHANGED_VALUE_MESSAGE } from '@netfleet/contracts';
import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the companies' forms: add, rename, company data, move. */
export const companyFormTexts = defineTexts('companyForms', {
  en: {
    addCompany: {
      title: 'Add company',
      name: 'Name',
      parent: 'Parent company',
      submit: 'Create',
      success: 'Company created successfully',
    },
    companyName: {
      title: 'Edit company name',
      name: 'Name',
      submit: 'Save',
      success: 'Company updated successfully',
      unchanged: UNCHANGED_VALUE_MESSAGE,
    },
    companyData: {
      title: 'Company data',
      creditCount: 'Credit count',
      creditCountHint: 'Each credit adds 2 GB of company data.',
      equivalent: '{{credits}} credits = {{size}} of data',
      submit: 'Save',
      success: 'Company data updated successfully',
    },
    moveCompanies: {
      title: 'Move companies',
      source: 'Source company',
      target: 'Target company',
      submit: 'Move',
      success: 'Companies moved successfully',
    },
  },
  nb: {
    addCompany: {
      title: 'Legg til selskap',
      name: 'Navn',
      parent: 'Morselskap',
      submit: 'Opprett',
      success: 'Selskapet ble opprettet',
    },
    companyName: {
      title: 'Endre selskapsnavn',
      name: 'Navn',
      submit: 'Lagre',
      success: 'Selskapet ble oppdatert',
      unchanged: 'Skriv inn en annen verdi for å lagre endringene.',
    },
    companyData: {
      title: 'Selskapsdata',
      creditCount: 'Antall kreditter',
      creditCountHint: 'Hver kreditt gir 2 GB selskapsdata.',
      equivalent: '{{credits}} kreditter = {{size}} data',
      submit: 'Lagre',
      success: 'Selskapsdataene ble oppdatert',
    },
    moveCompanies: {
      title: 'Flytt selskaper',
      source: 'Kildeselskap',
      target: 'Målselskap',
      submit: 'Flytt',
      success: 'Selskapene ble flyttet',
    },
  },
  ja: {
    addCompany: {
      title: '会社を追加',
      name: '名前',
      parent: '親会社',
      submit: '作成',
      success: '会社を作成しました',
    },
    companyName: {
      title: '会社名を編集',
      name: '名前',
      submit: '保存',
      success: '会社を更新しました',
      unchanged: '変更を保存するには別の値を入力してください。',
    },
    companyData: {
      title: '会社データ',
      creditCount: 'クレジット数',
      creditCountHint: '1 クレジットごとに会社データが 2 GB 増えます。',
      equivalent: '{{credits}} クレジット = {{size}} のデータ',
      submit: '保存',
      success: '会社データを更新しました',
    },
    moveCompanies: {
      title: '会社を移動',
      source: '移動元の会社',
      target: '移動先の会社',
      submit: '移動',
      success: '会社を移動しました',
    },
  },
  uk: {
    addCompany: {
      title: 'Додати компанію',
      name: 'Назва',
      parent: 'Батьківська компанія',
      submit: 'Створити',
      success: 'Компанію успішно створено',
    },
    companyName: {
      title: 'Змінити назву компанії',
      name: 'Назва',
      submit: 'Зберегти',
      success: 'Компанію успішно оновлено',
      unchanged: 'Введіть інше значення, щоб зберегти зміни.',
    },
    companyData: {
      title: 'Дані компанії',
      creditCount: 'Кількість кредитів',
      creditCountHint: 'Кожен кредит додає 2 ГБ даних компанії.',
      equivalent: '{{credits}} кредитів = {{size}} даних',
      submit: 'Зберегти',
      success: 'Дані компанії успішно оновлено',
    },
    moveCompanies: {
      title: 'Перемістити компанії',
      source: 'Компанія-джерело',
      target: 'Цільова компанія',
      submit: 'Перемістити',
      success: 'Компанії успішно переміщено',
    },
  },
});
