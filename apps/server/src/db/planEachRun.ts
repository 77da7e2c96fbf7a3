/**
 * The comment that asks the embedded database to plan a query for its own values every time.
 * The PGlite worker keeps every other query text as a named statement, whose generic plan
 * PostgreSQL may keep after five runs; a query whose best plan depends on its values (a
 * search's pattern, a filter's rarity, one company's size) carries this comment and runs as
 * the unnamed statement instead, planned afresh as before. On PostgreSQL it keeps the query
 * unprepared (`preparingPostgres`).
 */
export const PLAN_EACH_RUN = '/* nf:plan-each-run */';
