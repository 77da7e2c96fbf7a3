import { describe, expect, it } from 'vitest';
import { breadcrumbs, folderOfHash, hashOfFolder, joinPath, parentPath } from './paths.js';

describe('paths', () => {
  it('joins a folder and a name with one slash', () => {
    expect(joinPath('/', 'tmp')).toBe('/tmp');
    expect(joinPath('/etc', 'config')).toBe('/etc/config');
    expect(joinPath('/etc/', 'config')).toBe('/etc/config');
  });

  it('goes up a folder, never above the root', () => {
    expect(parentPath('/etc/config')).toBe('/etc');
    expect(parentPath('/etc/config/')).toBe('/etc');
    expect(parentPath('/etc')).toBe('/');
    expect(parentPath('/')).toBe('/');
  });

  it('breaks a path into the root and each folder down to it', () => {
    expect(breadcrumbs('/')).toEqual([{ name: '/', path: '/' }]);
    expect(breadcrumbs('/etc/config')).toEqual([
      { name: '/', path: '/' },
      { name: 'etc', path: '/etc' },
      { name: 'config', path: '/etc/config' },
    ]);
    expect(breadcrumbs('//tmp//a b/')).toEqual([
      { name: '/', path: '/' },
      { name: 'tmp', path: '/tmp' },
      { name: 'a b', path: '/tmp/a b' },
    ]);
  });

  it('keeps a folder in the hash and reads it back, odd names too', () => {
    for (const path of ['/', '/etc/config', '/tmp/my files', '/tmp/#1 ?x=%', '/tmp/日本']) {
      expect(folderOfHash(hashOfFolder(path))).toBe(path);
    }
    expect(hashOfFolder('/tmp/a b')).toBe('#/tmp/a%20b');
    expect(folderOfHash('')).toBeNull();
    expect(folderOfHash('#etc')).toBeNull();
    expect(folderOfHash('#/bad%')).toBeNull();
    expect(folderOfHash('#/a%00b')).toBeNull();
    expect(folderOfHash(`#/${'a'.repeat(5000)}`)).toBeNull();
  });
});
