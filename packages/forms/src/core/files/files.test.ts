import { describe, expect, it } from 'vitest';
import { formatFileSize, MAX_FILE_SIZE, maxFileSizeMessage } from './fileSize.js';
import { matchesAccept, parseAccept, partitionAccepted } from './matchesAccept.js';
import {
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  FORBIDDEN_FILE_NAME_MESSAGE,
  fileWarnings,
  validateFile,
  validateFileName,
} from './validateFile.js';

const file = (name: string, size = 10, type = '') => ({ name, size, type });

describe('file size', () => {
  it('is 80 MB by default', () => {
    expect(MAX_FILE_SIZE).toBe(83886080);
    expect(maxFileSizeMessage()).toBe('Maximum file size is 80MB');
  });

  it('formats sizes compactly in 1024 steps', () => {
    expect(formatFileSize(83886080)).toBe('80MB');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(500)).toBe('500B');
    expect(formatFileSize(0)).toBe('0B');
    expect(formatFileSize(Number.NaN)).toBe('0B');
    expect(formatFileSize(1024 ** 5 * 3)).toBe('3072TB');
    expect(formatFileSize(10_485_761)).toBe('10MB');
  });
});

describe('validateFileName', () => {
  it.each([
    '~',
    '!',
    '#',
    '$',
    '&',
    '*',
    '(',
    ')',
    '{',
    '}',
    '[',
    ']',
    '<',
    '>',
    '?',
    "'",
    '|',
    ';',
    '`',
    '\\',
    '/',
    ':',
    '"',
  ])('refuses %s', (symbol) => {
    expect(validateFileName(`a${symbol}b.txt`)).toBe(FORBIDDEN_FILE_NAME_MESSAGE);
  });

  it('accepts an ordinary name, with spaces and accents unless told otherwise', () => {
    expect(validateFileName('backup-2024_01.tar.gz')).toBeNull();
    expect(validateFileName('my backup.tar.gz')).toBeNull();
    expect(validateFileName('résumé.txt')).toBeNull();
  });

  it('refuses spaces with noSpaces and non-ASCII with asciiOnly', () => {
    expect(validateFileName('my backup.tar', { noSpaces: true })).toBe(
      'File name contains forbidden symbols',
    );
    expect(validateFileName('résumé.txt', { asciiOnly: true })).toBe(FORBIDDEN_FILE_NAME_MESSAGE);
    expect(validateFileName('a b.txt', { asciiOnly: true })).toBeNull();
    expect(validateFileName('ab.txt', { noSpaces: true, asciiOnly: true })).toBeNull();
  });
});

describe('accept', () => {
  it('parses the attribute', () => {
    expect(parseAccept(' .JSON , application/json,, ')).toEqual(['.json', 'application/json']);
    expect(parseAccept(['image/*'])).toEqual(['image/*']);
    expect(parseAccept(undefined)).toEqual([]);
  });

  it('matches extensions, wildcard types and exact types', () => {
    expect(matchesAccept(file('a.JSON'), '.json')).toBe(true);
    expect(matchesAccept(file('a.png', 1, 'image/png'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.txt', 1, 'text/plain'), 'image/*')).toBe(false);
    expect(matchesAccept(file('a', 1, 'application/json; charset=utf-8'), ['application/json'])).toBe(true);
    expect(matchesAccept(file('a.txt', 1, 'text/plain'), '.json,application/json')).toBe(false);
    expect(matchesAccept(file('anything'), '')).toBe(true);
  });

  it('partitions dropped files', () => {
    const result = partitionAccepted([file('a.json'), file('b.png', 1, 'image/png')], '.json');
    expect(result.accepted.map((f) => f.name)).toEqual(['a.json']);
    expect(result.rejected.map((f) => f.name)).toEqual(['b.png']);
  });
});

describe('validateFile', () => {
  it('passes a fitting file', () => {
    expect(validateFile(file('config.json', 100, 'application/json'), { accept: '.json' })).toBeNull();
  });

  it('checks type, then name, then size', () => {
    expect(validateFile(file('a (1).txt', MAX_FILE_SIZE + 1), { accept: '.json' })).toBe(
      FILE_TYPE_NOT_ALLOWED_MESSAGE,
    );
    expect(validateFile(file('a (1).json', MAX_FILE_SIZE + 1))).toBe(FORBIDDEN_FILE_NAME_MESSAGE);
    expect(validateFile(file('a.json', MAX_FILE_SIZE + 1))).toBe('Maximum file size is 80MB');
    expect(validateFile(file('a.json', MAX_FILE_SIZE))).toBeNull();
  });

  it('uses a custom maximum in the message', () => {
    expect(validateFile(file('a.bin', 11 * 1024 * 1024), { maxSize: 10 * 1024 * 1024 })).toBe(
      'Maximum file size is 10MB',
    );
  });

  it('skips the name check when asked and honours noSpaces', () => {
    expect(validateFile(file('a (1).json'), { checkName: false })).toBeNull();
    expect(validateFile(file('a b.json'), { noSpaces: true })).toBe(FORBIDDEN_FILE_NAME_MESSAGE);
  });
});

describe('fileWarnings', () => {
  it('shows the maximum size only with warnings on', () => {
    expect(fileWarnings()).toEqual([]);
    expect(fileWarnings({ warnings: true })).toEqual(['Maximum file size is 80MB']);
    expect(fileWarnings({ warnings: true, maxSize: 1024 * 1024 })).toEqual(['Maximum file size is 1MB']);
  });
});
