import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  isAllSelected,
  isRowSelected,
  isSelectionEmpty,
  selectAllMatching,
  selectedCount,
  selectRows,
  toggleRowSelection,
  toSelectionPayload,
} from './rowSelection.js';

describe('row selection', () => {
  it('selects and unselects ids', () => {
    let selection = toggleRowSelection(EMPTY_SELECTION, 1);
    selection = toggleRowSelection(selection, '2');
    expect(isRowSelected(selection, '1')).toBe(true);
    expect(isRowSelected(selection, 2)).toBe(true);
    expect(selectedCount(selection, 100)).toBe(2);
    selection = toggleRowSelection(selection, 1);
    expect(toSelectionPayload(selection)).toEqual({ all: false, ids: ['2'] });
    expect(EMPTY_SELECTION.mode).toBe('ids');
  });

  it('says "all N matching except these ids"', () => {
    let selection = selectAllMatching();
    expect(isAllSelected(selection, 100_000)).toBe(true);
    expect(isRowSelected(selection, 99_999)).toBe(true);
    selection = toggleRowSelection(selection, 7);
    selection = toggleRowSelection(selection, 8, false);
    expect(isRowSelected(selection, 7)).toBe(false);
    expect(selectedCount(selection, 100_000)).toBe(99_998);
    expect(isAllSelected(selection, 100_000)).toBe(false);
    expect(toSelectionPayload(selection)).toEqual({ all: true, except: ['7', '8'] });
    selection = toggleRowSelection(selection, 7, true);
    expect(toSelectionPayload(selection)).toEqual({ all: true, except: ['8'] });
  });

  it('returns the same value when nothing changes', () => {
    const selection = selectRows([1, 2]);
    expect(toggleRowSelection(selection, 1, true)).toBe(selection);
    const all = selectAllMatching();
    expect(toggleRowSelection(all, 3, true)).toBe(all);
  });

  it('knows empty and all for an empty list', () => {
    expect(isSelectionEmpty(EMPTY_SELECTION, 10)).toBe(true);
    expect(isAllSelected(selectAllMatching(), 0)).toBe(false);
    expect(isSelectionEmpty(selectAllMatching(), 0)).toBe(true);
  });
});
