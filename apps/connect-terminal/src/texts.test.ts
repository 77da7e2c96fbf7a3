import { textsProblems } from '@netfleet/ui-kit';
import { expect, it } from 'vitest';
import { terminalTexts } from './texts.js';

it('has every terminal text in English, Norwegian, Japanese and Ukrainian', () => {
  expect(textsProblems(terminalTexts)).toEqual([]);
});
