import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { PLAN_EACH_RUN } from './planEachRun.js';
import { MAX_PREPARED_PARAMETERS, preparingPostgres, shouldPrepare } from './preparingPostgres.js';

describe('shouldPrepare', () => {
  it('prepares a query with parameters', () => {
    expect(shouldPrepare('select id from devices where company_id = $1 limit 26', 1)).toBe(true);
  });

  it('leaves unprepared a query without parameters, one with too many, and one planned each run', () => {
    expect(shouldPrepare('create index if not exists x on devices (id)', 0)).toBe(false);
    expect(shouldPrepare('select 1 where id in ($1, …)', MAX_PREPARED_PARAMETERS + 1)).toBe(false);
    expect(shouldPrepare(`select id from devices where name ilike $1 limit $2 ${PLAN_EACH_RUN}`, 2)).toBe(
      false,
    );
  });
});

describe('preparingPostgres', () => {
  it("passes Drizzle's unsafe() calls on with the prepare flag decided here, and everything else as it is", () => {
    const calls: unknown[][] = [];
    const options = { parsers: {}, serializers: {} };
    const client = Object.assign(() => undefined, {
      options,
      unsafe: (...args: unknown[]) => {
        calls.push(args);
        return 'result';
      },
    }) as unknown as Sql;
    const preparing = preparingPostgres(client);
    expect(preparing.unsafe('select $1::int', [1], { prepare: false })).toBe('result');
    expect(preparing.unsafe('select 1')).toBe('result');
    expect(calls).toEqual([
      ['select $1::int', [1], { prepare: true }],
      ['select 1', undefined, { prepare: false }],
    ]);
    // Drizzle's driver sets its type parsers on the client's options: the same object.
    expect(preparing.options).toBe(options);
  });
});
