import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the multiconfig forms: the document upload. */
export const multiconfigFormTexts = defineTexts('multiconfigForms', {
  en: {
    upload: {
      title: 'Upload multiconfig document',
      systemType: 'System type',
      file: 'File',
      overwrite: 'Overwrite an existing document',
      submit: 'Upload',
      success: 'Document uploaded successfully',
    },
  },
  nb: {
    upload: {
      title: 'Last opp multikonfigurasjonsdokument',
      systemType: 'Systemtype',
      file: 'Fil',
      overwrite: 'Overskriv et eksisterende dokument',
      submit: 'Last opp',
      success: 'Dokumentet ble lastet opp',
    },
  },
  ja: {
    upload: {
      title: 'マルチ設定ドキュメントをアップロード',
      systemType: 'システムの種類',
      file: 'ファイル',
      overwrite: '既存のドキュメントを上書きする',
      submit: 'アップロード',
      success: 'ドキュメントをアップロードしました',
    },
  },
  uk: {
    upload: {
      title: 'Завантажити документ мультиконфігурації',
      systemType: 'Тип системи',
      file: 'Файл',
      overwrite: 'Перезаписати наявний документ',
      submit: 'Завантажити',
      success: 'Документ успішно завантажено',
    },
  },
});
