import { defineTexts } from '../../i18n/defineTexts.js';

/** The texts of the tags' forms (add tag). */
export const tagFormTexts = defineTexts('tagForms', {
  en: {
    addTag: {
      title: 'Add tag',
      company: 'Company',
      name: 'Name',
      description: 'Description',
      color: 'Color',
      colorHint: 'A hex colour, e.g. #1E88E5.',
      submit: 'Create',
      success: 'Tag created successfully',
    },
  },
  nb: {
    addTag: {
      title: 'Legg til etikett',
      company: 'Selskap',
      name: 'Navn',
      description: 'Beskrivelse',
      color: 'Farge',
      colorHint: 'En heksadesimal farge, f.eks. #1E88E5.',
      submit: 'Opprett',
      success: 'Etiketten ble opprettet',
    },
  },
  ja: {
    addTag: {
      title: 'タグを追加',
      company: '会社',
      name: '名前',
      description: '説明',
      color: '色',
      colorHint: '16 進数のカラーコード（例: #1E88E5）。',
      submit: '作成',
      success: 'タグを作成しました',
    },
  },
  uk: {
    addTag: {
      title: 'Додати тег',
      company: 'Компанія',
      name: 'Назва',
      description: 'Опис',
      color: 'Колір',
      colorHint: 'Шістнадцятковий колір, напр. #1E88E5.',
      submit: 'Створити',
      success: 'Тег успішно створено',
    },
  },
});
