import { describe, expect, it } from 'vitest';
import type { FeatureTexts, TextTree } from './defineTexts.js';
import { textsProblems } from './textsProblems.js';

/** Texts as a module may hold them at run time (TypeScript would refuse the broken ones). */
const feature = (languages: Record<string, TextTree>) =>
  ({ namespace: 'test', languages }) as unknown as FeatureTexts<TextTree>;

describe('textsProblems', () => {
  it('finds nothing wrong with complete texts, Ukrainian plural forms included', () => {
    const texts = feature({
      en: { title: 'Files', count_one: '{{count}} file', count_other: '{{count}} files' },
      nb: { title: 'Filer', count_one: '{{count}} fil', count_other: '{{count}} filer' },
      ja: { title: 'ファイル', count_one: '{{count}} 件', count_other: '{{count}} 件' },
      uk: {
        title: 'Файли',
        count_one: '{{count}} файл',
        count_few: '{{count}} файли',
        count_many: '{{count}} файлів',
        count_other: '{{count}} файлу',
      },
    });
    expect(textsProblems(texts)).toEqual([]);
  });

  it('names a missing plural form, an empty text and a lost placeholder', () => {
    const texts = feature({
      en: { title: 'Hello {{name}}', count_one: '{{count}} file', count_other: '{{count}} files' },
      nb: { title: 'Hei', count_one: '{{count}} fil', count_other: '{{count}} filer' },
      ja: { title: ' ', count_one: '{{count}} 件', count_other: '{{count}} 件' },
      uk: { title: 'Привіт {{name}}', count_one: '{{count}} файл', count_other: '{{count}} файлу' },
    });
    expect(textsProblems(texts)).toEqual([
      'nb: title does not keep the English placeholders',
      'ja: empty title',
      'uk: missing count_few',
      'uk: missing count_many',
    ]);
  });
});
