import { describe, expect, it } from 'vitest';
import { companyLineage } from './companyLineage.js';

describe('companyLineage', () => {
  const tree = [
    { id: 1, parent_id: null },
    { id: 3, parent_id: 1 },
    { id: 7, parent_id: 3 },
    { id: 9, parent_id: 1 },
  ];

  it('walks from the company up to the top of the scope', () => {
    expect(companyLineage(7, tree)).toEqual([7, 3, 1]);
    expect(companyLineage(1, tree)).toEqual([1]);
  });

  it('stops at a parent outside the scope, and without a tree gives the company alone', () => {
    expect(companyLineage(5, [{ id: 5, parent_id: 40 }])).toEqual([5]);
    expect(companyLineage(7, undefined)).toEqual([7]);
  });

  it('does not loop on a cycle', () => {
    expect(
      companyLineage(2, [
        { id: 2, parent_id: 4 },
        { id: 4, parent_id: 2 },
      ]),
    ).toEqual([2, 4]);
  });
});
