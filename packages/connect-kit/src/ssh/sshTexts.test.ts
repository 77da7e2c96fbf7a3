import { textsProblems } from '@netfleet/ui-kit';
import { expect, it } from 'vitest';
import { sshTexts } from './sshTexts.js';

it('has every SSH sign-in and host key text in English, Norwegian, Japanese and Ukrainian', () => {
  expect(textsProblems(sshTexts)).toEqual([]);
});
