import { connectKitTexts } from '@netfleet/connect-kit';
import { textsProblems } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import { sftpTexts } from './texts.js';

describe('sftpTexts', () => {
  it('has every text in every language with the English placeholders', () => {
    expect(textsProblems(sftpTexts)).toEqual([]);
    expect(sftpTexts.namespace).not.toBe(connectKitTexts.namespace);
  });

  it('keeps the spec’s English messages word for word', () => {
    expect(sftpTexts.languages.en.problems.forbiddenName).toBe('File name contains forbidden symbols');
    expect(sftpTexts.languages.en.problems.tooLarge).toBe('Maximum file size is 80MB');
    expect(sftpTexts.languages.en.table.empty).toBe('This folder is empty');
  });
});
