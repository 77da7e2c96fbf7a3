import { textsProblems } from '@netfleet/ui-kit';
import { expect, it } from 'vitest';
import { connectKitTexts } from './texts.js';

it('has every connect text in English, Norwegian, Japanese and Ukrainian', () => {
  expect(textsProblems(connectKitTexts)).toEqual([]);
});
