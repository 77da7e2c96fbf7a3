import { defineTexts } from '../../i18n/defineTexts.js';

/** Texts of the Tags page. */
export const tagsTexts = defineTexts('tags', {
  en: {
    title: 'Tags',
    count_one: '{{count}} tag',
    count_other: '{{count}} tags',
    searchLabel: 'Search tags',
    searchPlaceholder: 'Tag name',
    empty: 'No tags yet.',
    columns: {
      name: 'Name',
      company: 'Company',
      description: 'Description',
      color: 'Colour',
      created: 'Created',
    },
  },
  nb: {
    title: 'Etiketter',
    count_one: '{{count}} etikett',
    count_other: '{{count}} etiketter',
    searchLabel: 'Søk i etiketter',
    searchPlaceholder: 'Etikettnavn',
    empty: 'Ingen etiketter ennå.',
    columns: {
      name: 'Navn',
      company: 'Selskap',
      description: 'Beskrivelse',
      color: 'Farge',
      created: 'Opprettet',
    },
  },
  ja: {
    title: 'タグ',
    count_one: '{{count}} 件のタグ',
    count_other: '{{count}} 件のタグ',
    searchLabel: 'タグを検索',
    searchPlaceholder: 'タグ名',
    empty: 'タグはまだありません。',
    columns: { name: '名前', company: '会社', description: '説明', color: '色', created: '作成日時' },
  },
  uk: {
    title: 'Теги',
    count_one: '{{count}} тег',
    count_few: '{{count}} теги',
    count_many: '{{count}} тегів',
    count_other: '{{count}} тегу',
    searchLabel: 'Пошук тегів',
    searchPlaceholder: 'Назва тегу',
    empty: 'Тегів ще немає.',
    columns: { name: 'Назва', company: 'Компанія', description: 'Опис', color: 'Колір', created: 'Створено' },
  },
});
