import { describe, expect, it } from 'vitest';
import { createWriteWatcher } from './createWriteWatcher.js';

/** The watched tables a statement wrote, as a listener on `users` and `sessions` hears them. */
function writesOf(query: string): string[] {
  const watcher = createWriteWatcher();
  const heard: string[] = [];
  watcher.onWrite(['users', 'sessions'], (table) => heard.push(table));
  watcher.logger.logQuery(query, []);
  return heard;
}

describe('createWriteWatcher', () => {
  it("hears Drizzle's inserts, updates and deletes of a watched table", () => {
    expect(writesOf('insert into "sessions" ("user_id") values ($1) returning "id"')).toEqual(['sessions']);
    expect(writesOf('update "users" set "role_id" = $1 where "users"."email" = $2')).toEqual(['users']);
    expect(writesOf('delete from "users" where "users"."id" = $1')).toEqual(['users']);
  });

  it('hears raw SQL in any case, schema-qualified, in a CTE, and TRUNCATE', () => {
    expect(writesOf('UPDATE public.users SET email = $1')).toEqual(['users']);
    expect(
      writesOf('with gone as (delete from sessions where id = 1 returning id) select * from gone'),
    ).toEqual(['sessions']);
    expect(writesOf('TRUNCATE TABLE users CASCADE')).toEqual(['users']);
  });

  it('ignores reads, locks and writes to other tables', () => {
    expect(writesOf('select * from "users" where "users"."id" = $1 for update')).toEqual([]);
    expect(writesOf('update "devices" set "name" = $1')).toEqual([]);
    expect(writesOf('insert into "user_storage" ("key") values ($1)')).toEqual([]);
  });

  it('stops calling a listener once it unsubscribes', () => {
    const watcher = createWriteWatcher();
    let heard = 0;
    const stop = watcher.onWrite(['users'], () => {
      heard += 1;
    });
    watcher.logger.logQuery('update users set email = $1', []);
    stop();
    watcher.logger.logQuery('update users set email = $1', []);
    expect(heard).toBe(1);
  });
});
