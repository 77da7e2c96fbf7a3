/**
 * The comment that asks the database to plan a query for its own values. The PGlite worker keeps
 * every other query text as a named statement, whose generic plan PostgreSQL may keep after five
 * runs; a query whose best plan depends on its values (a search's pattern, a filter's rarity, one
 * company's size) carries this comment, and the worker keeps it with its values inlined
 * (`inlineParameters`): planned once for exactly those values, and again for others. Where the
 * values cannot be inlined it runs as the unnamed statement, planned afresh each time. On
 * PostgreSQL the same: its values inlined, a prepared statement of a client kept for such
 * statements, or unprepared where they cannot be (`preparingPostgres`).
 */
export const PLAN_EACH_RUN = '/* nf:plan-each-run */';
