import { describe, expect, it, vi } from 'vitest';
import { reenablePrompts, silencedPrompts } from './promptReminders.js';
import { moveColumn, orderColumns, parseTablePreferences, visibleColumns } from './tablePreferences.js';

const columns = ['name', 'status', 'model', 'serial'].map((id) => ({ id }));

describe('table preferences', () => {
  it('reads stored preferences and drops what is malformed', () => {
    expect(parseTablePreferences('{"order":["serial",3],"hidden":["model"],"pageSize":50}')).toEqual({
      order: ['serial'],
      hidden: ['model'],
      pageSize: 50,
    });
    expect(parseTablePreferences('{"pageSize":-1,"hidden":"model"}')).toEqual({});
    expect(parseTablePreferences('not json')).toEqual({});
    expect(parseTablePreferences(undefined)).toEqual({});
  });

  it('orders columns the user moved first and keeps new columns after them', () => {
    expect(orderColumns(columns, ['serial', 'gone', 'name']).map((c) => c.id)).toEqual([
      'serial',
      'name',
      'status',
      'model',
    ]);
    expect(
      visibleColumns(columns, { order: ['serial'], hidden: ['name', 'model'] }).map((c) => c.id),
    ).toEqual(['serial', 'status']);
    // Never an empty table.
    expect(
      visibleColumns(columns, { hidden: ['name', 'status', 'model', 'serial'] }).map((c) => c.id),
    ).toEqual(['name']);
  });

  it('moves a column one place, not past the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
  });
});

describe('prompt reminders', () => {
  it('lists the prompts whose "do not show again" was ticked and shows them again', async () => {
    const entries = new Map([
      ['prompt.apply-config', 'true'],
      ['prompt.remove-template', 'false'],
      ['table:devices', '{}'],
    ]);
    expect(silencedPrompts(entries)).toEqual(['apply-config']);
    const remove = vi.fn(async (key: string) => {
      entries.delete(key);
    });
    expect(await reenablePrompts({ getSnapshot: () => entries, remove })).toBe(1);
    expect(remove).toHaveBeenCalledWith('prompt.apply-config');
    expect(silencedPrompts(entries)).toEqual([]);
  });
});
