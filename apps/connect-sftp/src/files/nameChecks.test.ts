import { SFTP_MAX_FILE_BYTES } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { nameProblem, uploadProblem } from './nameChecks.js';

const file = (name: string, size = 10) => ({ name, size, type: '' });

describe('uploadProblem', () => {
  it('refuses the forbidden symbols with the spec’s words', () => {
    for (const name of ['bad:name.txt', 'a?b', 'back\\slash', 'q"uote', 'semi;colon', 'tick`']) {
      expect(uploadProblem(file(name))).toBe('File name contains forbidden symbols');
    }
  });

  it('refuses more than 80 MB, and takes exactly 80 MB', () => {
    expect(uploadProblem(file('big.bin', SFTP_MAX_FILE_BYTES + 1))).toBe('Maximum file size is 80MB');
    expect(uploadProblem(file('big.bin', SFTP_MAX_FILE_BYTES))).toBeNull();
  });

  it('names the name first when both are wrong, and lets ordinary names through', () => {
    expect(uploadProblem(file('a:b', SFTP_MAX_FILE_BYTES + 1))).toBe('File name contains forbidden symbols');
    expect(uploadProblem(file(`${'firmware v1.2 (copy)'.replace(/[()]/g, '')}.bin`))).toBeNull();
    expect(uploadProblem(file('日本語.txt'))).toBeNull();
  });

  it('refuses control characters and over-long names as the server does', () => {
    expect(uploadProblem(file('a\nb'))).toBe('File name contains forbidden symbols');
    expect(uploadProblem(file('a'.repeat(256)))).toBe('File name must be at most 255 characters');
  });
});

describe('nameProblem', () => {
  it('checks new folder names and renames by the same rule, . and .. too', () => {
    expect(nameProblem('')).toBe('File name is required');
    expect(nameProblem('new/folder')).toBe('File name contains forbidden symbols');
    expect(nameProblem('..')).toBe('The name must not be . or ..');
    expect(nameProblem('.')).toBe('The name must not be . or ..');
    expect(nameProblem('.config')).toBeNull();
  });
});
