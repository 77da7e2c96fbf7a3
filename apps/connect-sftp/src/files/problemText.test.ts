import { lookup, type TextValues } from '@netfleet/ui-kit';
import { describe, expect, it } from 'vitest';
import { sftpTexts } from '../texts.js';
import { problemText } from './problemText.js';

const inLanguage =
  (language: keyof typeof sftpTexts.languages) =>
  (key: string, _values?: TextValues): string =>
    lookup(sftpTexts.languages[language], key);

describe('problemText', () => {
  it('says the known messages in the user’s language and the rest as they came', () => {
    expect(problemText('File name contains forbidden symbols', inLanguage('en'))).toBe(
      'File name contains forbidden symbols',
    );
    expect(problemText('File name contains forbidden symbols', inLanguage('nb'))).toBe(
      'Filnavnet inneholder forbudte tegn',
    );
    expect(problemText('Maximum file size is 80MB', inLanguage('uk'))).toBe(
      'Максимальний розмір файлу — 80 МБ',
    );
    expect(problemText('Already exists', inLanguage('ja'))).toBe('すでに存在します');
    expect(problemText("The device's SFTP server failed: Failure", inLanguage('nb'))).toBe(
      "The device's SFTP server failed: Failure",
    );
  });
});
