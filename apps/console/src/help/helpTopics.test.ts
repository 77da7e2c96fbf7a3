import { SUPPORTED_LANGUAGES } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import { lookup } from '../i18n/useTexts.js';
import { HELP_TOPIC_KEYS } from './helpTopics.js';
import { helpTexts } from './texts.js';

describe('help topics', () => {
  it('have a term and a description in every language for every key a page offers', () => {
    const keys = [...new Set(Object.values(HELP_TOPIC_KEYS).flat())];
    expect(keys.length).toBeGreaterThan(5);
    for (const language of SUPPORTED_LANGUAGES) {
      const missing = keys.flatMap((key) =>
        ['term', 'description']
          .map((part) => `topics.${key}.${part}`)
          .filter((path) => lookup(helpTexts.languages[language], path) === path),
      );
      expect(missing, language).toEqual([]);
    }
  });
});
