import { textsProblems } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import type { FeatureTexts, TextTree } from './defineTexts.js';

/**
 * Every texts module of the console: `texts.ts` of a feature folder, or `<thing>Texts.ts`
 * beside what it names. The helpers themselves (`defineTexts.ts`, `useTexts.ts`) match the
 * pattern and are left out.
 */
const modules = Object.entries(
  import.meta.glob<Record<string, unknown>>(['../**/texts.ts', '../**/*Texts.ts'], { eager: true }),
).filter(([path]) => !/\/(defineTexts|useTexts)\.ts$/.test(path));

function isFeatureTexts(value: unknown): value is FeatureTexts<TextTree> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { namespace?: unknown }).namespace === 'string' &&
    typeof (value as { languages?: unknown }).languages === 'object'
  );
}

const declared = modules.flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, FeatureTexts<TextTree>] => isFeatureTexts(entry[1]))
    .map(([name, texts]) => ({ label: `${path.replace(/^\.\.\//, 'src/')} ${name}`, texts })),
);

describe('console texts', () => {
  it('are found in every feature', () => {
    expect(modules.length).toBeGreaterThanOrEqual(10);
    const withoutTexts = modules.filter(([, exports]) => !Object.values(exports).some(isFeatureTexts));
    expect(withoutTexts.map(([path]) => path)).toEqual([]);
  });

  it('each have their own i18next namespace', () => {
    const namespaces = declared.map(({ texts }) => texts.namespace);
    const repeated = namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index);
    expect(repeated).toEqual([]);
  });

  for (const { label, texts } of declared) {
    it(`${label}: a text for every key and plural form in every language, none empty, none extra, placeholders kept`, () => {
      expect(textsProblems(texts)).toEqual([]);
    });
  }
});
