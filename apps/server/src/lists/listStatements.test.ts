import { describe, expect, it } from 'vitest';
import type { Database } from '../db/Database.js';
import type { ListKind } from './ListKind.js';
import { listStatements } from './listStatements.js';

// Only identity matters to the cache: stand-ins for a database and two lists.
const db = {} as Database;
const otherDb = {} as Database;
const kind = {} as ListKind;
const otherKind = {} as ListKind;

describe('listStatements', () => {
  it('builds once per key, list and database', () => {
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = listStatements(db, kind, 'a', build);
    expect(listStatements(db, kind, 'a', build)).toBe(first);
    expect(builds).toBe(1);
    expect(listStatements(db, kind, 'b', build)).not.toBe(first);
    expect(listStatements(db, otherKind, 'a', build)).not.toBe(first);
    expect(listStatements(otherDb, kind, 'a', build)).not.toBe(first);
    expect(builds).toBe(4);
  });

  it('keeps the 500 most recently used keys of a list', () => {
    const own = {} as ListKind;
    let builds = 0;
    const build = () => ({ built: ++builds });
    const kept = listStatements(db, own, 'key 0', build);
    for (let n = 1; n < 500; n += 1) listStatements(db, own, `key ${n}`, build);
    // Used again, key 0 is the most recent: key 1 is the one that goes.
    expect(listStatements(db, own, 'key 0', build)).toBe(kept);
    listStatements(db, own, 'key 500', build);
    expect(listStatements(db, own, 'key 0', build)).toBe(kept);
    expect(builds).toBe(501);
    listStatements(db, own, 'key 1', build);
    expect(builds).toBe(502);
  });
});

describe('listStatements, built asynchronously', () => {
  it('keeps statements that were built, and forgets a build that failed', async () => {
    const own = {} as ListKind;
    let builds = 0;
    const failing = () => {
      builds += 1;
      return Promise.reject(new Error('the database went away'));
    };
    await expect(listStatements(db, own, 'a', failing)).rejects.toThrow('the database went away');
    const build = () => {
      builds += 1;
      return Promise.resolve({ built: builds });
    };
    const rebuilt = listStatements(db, own, 'a', build);
    expect(await rebuilt).toEqual({ built: 2 });
    expect(listStatements(db, own, 'a', build)).toBe(rebuilt);
    expect(builds).toBe(2);
  });
});
