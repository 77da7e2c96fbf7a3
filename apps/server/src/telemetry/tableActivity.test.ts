import { describe, expect, it } from 'vitest';
import { needsAnalyze, needsVacuum, type TableActivity } from './tableActivity.js';

const quiet: TableActivity = { rows: 1_000_000, deadRows: 0, insertedSinceVacuum: 0, changedSinceAnalyze: 0 };

describe('the maintenance thresholds (PostgreSQL autovacuum’s defaults)', () => {
  it('vacuums once 50 rows and a fifth of the table are dead', () => {
    expect(needsVacuum({ ...quiet, deadRows: 200_050 })).toBe(false);
    expect(needsVacuum({ ...quiet, deadRows: 200_051 })).toBe(true);
    expect(needsVacuum({ ...quiet, rows: 0, deadRows: 51 })).toBe(true);
  });

  it('vacuums once 1,000 rows and a fifth of the table were added', () => {
    expect(needsVacuum({ ...quiet, insertedSinceVacuum: 201_000 })).toBe(false);
    expect(needsVacuum({ ...quiet, insertedSinceVacuum: 201_001 })).toBe(true);
  });

  it('analyses once 50 rows and a tenth of the table changed', () => {
    expect(needsAnalyze({ ...quiet, changedSinceAnalyze: 100_050 })).toBe(false);
    expect(needsAnalyze({ ...quiet, changedSinceAnalyze: 100_051 })).toBe(true);
    expect(needsAnalyze(quiet)).toBe(false);
  });
});
