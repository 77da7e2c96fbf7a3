import { describe, expect, it } from 'vitest';
import { splitTexts } from '../build/textsByLanguage.js';

const MODULE = `import { defineTexts } from '../i18n/defineTexts.js';

/** Texts of the tags page. */
export const tagsTexts = defineTexts('tags', {
  en: { add: 'Add tag', count_one: '{{count}} tag', count_other: '{{count}} tags' },
  nb: { add: 'Legg til etikett', count_one: '{{count}} etikett', count_other: '{{count}} etiketter' },
  ja: { add: \`タグを追加\`, count_one: '{{count}} 件', count_other: '{{count}} 件' },
  uk: {
    add: 'Додати тег',
    count_one: '{{count}} тег',
    count_few: '{{count}} теги',
    count_many: '{{count}} тегів',
    count_other: '{{count}} тега',
  },
});
export const after = 'kept';
`;

describe('splitTexts', () => {
  it('moves the Norwegian, Japanese and Ukrainian trees out and leaves the rest of the module in place', () => {
    const split = splitTexts(MODULE, 'tags/texts.ts');
    expect(split).toBeDefined();
    if (!split) return;
    // Same length, same lines: the module's source map stays true.
    expect(split.code).toHaveLength(MODULE.length);
    expect(split.code.split('\n')).toHaveLength(MODULE.split('\n').length);
    expect(split.code).not.toMatch(/Legg til|タグ|Додати/);
    expect(split.code).toContain(
      "en: { add: 'Add tag', count_one: '{{count}} tag', count_other: '{{count}} tags' },",
    );
    expect(split.code.indexOf("export const after = 'kept';")).toBe(
      MODULE.indexOf("export const after = 'kept';"),
    );
    // The moved trees are object literals that mean the same anywhere.
    const tree = (source: string | undefined) =>
      new Function(`return (${source});`)() as Record<string, string>;
    expect(tree(split.moved.nb.get('tags'))).toEqual({
      add: 'Legg til etikett',
      count_one: '{{count}} etikett',
      count_other: '{{count}} etiketter',
    });
    expect(tree(split.moved.ja.get('tags')).add).toBe('タグを追加');
    expect(tree(split.moved.uk.get('tags')).count_many).toBe('{{count}} тегів');
    // What is left is still a module that defines English only.
    const english = new Function(
      'defineTexts',
      `${split.code.replace(/^import .*$/m, '').replaceAll('export ', '')}; return tagsTexts;`,
    )((namespace: string, languages: unknown) => ({ namespace, languages }));
    expect(english).toEqual({
      namespace: 'tags',
      languages: { en: { add: 'Add tag', count_one: '{{count}} tag', count_other: '{{count}} tags' } },
    });
  });

  it('leaves a call whole when a translation is not made of literals, or a language is missing', () => {
    const computed = MODULE.replace("nb: { add: 'Legg til etikett',", 'nb: { add: NORWEGIAN_ADD,');
    expect(splitTexts(computed, 'tags/texts.ts')).toBeUndefined();
    const withExpression = MODULE.replace('ja: { add: `タグを追加`', 'ja: { add: `$' + '{prefix}タグを追加`');
    expect(splitTexts(withExpression, 'tags/texts.ts')).toBeUndefined();
    const withoutUkrainian = MODULE.replace(/ {2}uk: \{[\s\S]*?\n {2}\},\n/, '');
    expect(withoutUkrainian).not.toContain('uk:');
    expect(splitTexts(withoutUkrainian, 'tags/texts.ts')).toBeUndefined();
    expect(splitTexts("export const x = 'no texts here';", 'x.ts')).toBeUndefined();
  });
});
