import type { Sql } from 'postgres';
import { describe, expect, it } from 'vitest';
import { PLAN_EACH_RUN } from './planEachRun.js';
import {
  MAX_PREPARED_PARAMETERS,
  preparingPostgres,
  shouldPrepare,
  VALUE_STATEMENTS_KEPT,
} from './preparingPostgres.js';

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

/** A stand-in postgres-js client that records its calls (Drizzle calls only these). */
function recordingClient(name: string, log: unknown[][]) {
  return Object.assign(() => undefined, {
    options: { parsers: {} as Record<string, unknown>, serializers: {} as Record<string, unknown> },
    unsafe: (...args: unknown[]) => {
      log.push([name, ...args]);
      return `${name} result`;
    },
    end: async () => {
      log.push([name, 'end']);
    },
  }) as unknown as Sql;
}

describe('preparingPostgres with a client for value-planned statements', () => {
  const page = `select id from devices where status in ($1) and name like $2 limit $3 ${PLAN_EACH_RUN}`;

  it('runs a page planned for its values there, its values inlined, as a prepared statement', async () => {
    const log: unknown[][] = [];
    const main = recordingClient('main', log);
    const asText = (value: unknown) => value;
    main.options.parsers['1184'] = asText;
    let made = 0;
    const clients: Sql[] = [];
    const preparing = preparingPostgres(main, {
      valueClient: () => {
        const client = recordingClient(`values ${made++}`, log);
        clients.push(client);
        return client;
      },
    });
    expect(preparing.unsafe(page, [1, "%o'neil%", 26])).toBe('values 0 result');
    expect(preparing.unsafe(page, [1, "%o'neil%", 26])).toBe('values 0 result');
    // A backslash cannot be inlined safely: that page runs as before, unprepared.
    expect(preparing.unsafe(page, [1, '%a\\b%', 26])).toBe('main result');
    expect(preparing.unsafe('select $1::int', [1])).toBe('main result');
    const inlined = `select id from devices where status in ('1') and name like '%o''neil%' limit '26' ${PLAN_EACH_RUN}`;
    expect(log).toEqual([
      ['values 0', inlined, [], { prepare: true, simple: false }],
      ['values 0', inlined, [], { prepare: true, simple: false }],
      ['main', page, [1, '%a\\b%', 26], { prepare: false }],
      ['main', 'select $1::int', [1], { prepare: true }],
    ]);
    expect(made).toBe(1);
    // Drizzle's type parsers, set on the first client, hold on the other.
    expect(clients[0]?.options.parsers['1184']).toBe(asText);
    await preparing.end();
    expect(
      log
        .slice(-2)
        .map((call) => call.join(' '))
        .sort(),
    ).toEqual(['main end', 'values 0 end']);
    // Ended: no new client for values is opened; the query goes to the ended client.
    expect(preparing.unsafe(page, [2, '%a%', 26])).toBe('main result');
    expect(made).toBe(1);
  });

  it(`ends its client for values after ${VALUE_STATEMENTS_KEPT} texts and takes a new one`, async () => {
    const log: unknown[][] = [];
    let made = 0;
    const preparing = preparingPostgres(recordingClient('main', log), {
      valueClient: () => recordingClient(`values ${made++}`, log),
    });
    for (let status = 0; status < VALUE_STATEMENTS_KEPT; status += 1)
      preparing.unsafe(page, [status, '%a%', 26]);
    // A text it has already prepared is no new one.
    preparing.unsafe(page, [0, '%a%', 26]);
    expect(made).toBe(1);
    expect(log.some((call) => call[1] === 'end')).toBe(false);
    expect(preparing.unsafe(page, [VALUE_STATEMENTS_KEPT, '%a%', 26])).toBe('values 1 result');
    expect(made).toBe(2);
    await preparing.end();
    expect(log.filter((call) => call[1] === 'end').map((call) => call[0])).toEqual([
      'values 0',
      'main',
      'values 1',
    ]);
  });
});
