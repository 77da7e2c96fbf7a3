import { describe, expect, it } from 'vitest';
import { MAX_MINIMIZED_MODALS } from '../../core/constants.js';
import { formatText, texts } from '../../texts.js';
import { MODAL_LANGUAGES, MODALS_NAMESPACE } from '../languages.js';
import type { ModalResource } from './en.js';
import { MODAL_RESOURCES, MODALS_I18N_RESOURCES } from './index.js';

type Node = string | { readonly [key: string]: Node };

function flatten(resource: Node, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof resource === 'string') return out;
  for (const [key, value] of Object.entries(resource)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const reference = flatten(texts);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('modals language resources', () => {
  it('cover English, Norwegian, Japanese and Ukrainian, also under the modals namespace', () => {
    expect(MODAL_LANGUAGES).toEqual(['en', 'nb', 'ja', 'uk']);
    expect(Object.keys(MODAL_RESOURCES).sort()).toEqual([...MODAL_LANGUAGES].sort());
    for (const language of MODAL_LANGUAGES) {
      expect(MODALS_I18N_RESOURCES[language]).toEqual({ [MODALS_NAMESPACE]: MODAL_RESOURCES[language] });
    }
  });

  it('English is texts.ts as it is (the spec texts unchanged)', () => {
    expect(MODAL_RESOURCES.en).toBe(texts);
    expect(formatText(texts.minimizeLimit, { count: MAX_MINIMIZED_MODALS })).toBe(
      'You can not minimize more than 5 windows.',
    );
    expect(texts.confirm).toBe('Confirm');
    expect(texts.cancel).toBe('Cancel');
  });

  for (const language of MODAL_LANGUAGES) {
    const resource: ModalResource = MODAL_RESOURCES[language];
    const own = flatten(resource);

    it(`${language}: has exactly the English keys`, () => {
      const missing = [...reference.keys()].filter((key) => !own.has(key));
      const extra = [...own.keys()].filter((key) => !reference.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language}: keeps the placeholders of every English text and has no empty text`, () => {
      for (const [key, text] of own) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key) as string));
        // i18next's own `{{name}}` syntax is not used: the host fills `{name}` itself.
        expect(text, key).not.toMatch(/\{\{|\}\}/);
      }
    });
  }

  it('interpolate the minimize limit instead of typing the number into each language', () => {
    for (const language of MODAL_LANGUAGES) {
      const text = MODAL_RESOURCES[language].minimizeLimit;
      expect(text, language).toContain('{count}');
      expect(text, language).not.toMatch(/\d/);
    }
  });

  it('the non-English texts are translated, not copies of English', () => {
    for (const language of ['nb', 'ja', 'uk'] as const) {
      const same = [...flatten(MODAL_RESOURCES[language])]
        .filter(([key, text]) => reference.get(key) === text)
        .map(([key]) => key);
      expect(same, language).toEqual([]);
    }
  });
});
