import { textsProblems } from '@netfleet/ui-kit';
import { expect, it } from 'vitest';
import { desktopTexts } from './texts.js';

it('has every desktop text in English, Norwegian, Japanese and Ukrainian', () => {
  expect(textsProblems(desktopTexts)).toEqual([]);
});
