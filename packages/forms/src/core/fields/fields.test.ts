import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './FieldDefinition.js';
import { trimTextValues } from './trimTextValues.js';
import { clearHiddenValues, dependencyHolds, hiddenByDepends, visibleFields } from './visibleFields.js';

const keys = (fields: readonly FieldDefinition[]) => fields.map((field) => field.key);

describe('dependencyHolds', () => {
  it('compares a value, numbers and numeric strings alike', () => {
    expect(dependencyHolds({ key: 'type', value: 2 }, { type: '2' })).toBe(true);
    expect(dependencyHolds({ key: 'type', value: 2 }, { type: 3 })).toBe(false);
    expect(dependencyHolds({ key: 'on', value: true }, { on: 'true' })).toBe(true);
    expect(dependencyHolds({ key: 'x', value: null }, { x: null })).toBe(true);
    expect(dependencyHolds({ key: 'x', value: null }, { x: 'null' })).toBe(false);
    expect(dependencyHolds({ key: 'x', value: 'a' }, {})).toBe(false);
    expect(dependencyHolds({ key: 'x', value: '[object Object]' }, { x: {} })).toBe(false);
  });

  it('checks one of several values', () => {
    expect(dependencyHolds({ key: 'type', values: ['a', 'b'] }, { type: 'b' })).toBe(true);
    expect(dependencyHolds({ key: 'type', values: ['a', 'b'] }, { type: 'c' })).toBe(false);
  });

  it('checks truthiness, empty arrays and strings being falsy', () => {
    expect(dependencyHolds({ key: 'on' }, { on: true })).toBe(true);
    expect(dependencyHolds({ key: 'list' }, { list: [] })).toBe(false);
    expect(dependencyHolds({ key: 'list' }, { list: [1] })).toBe(true);
    expect(dependencyHolds({ key: 'name', truthy: false }, { name: '' })).toBe(true);
    expect(dependencyHolds({ key: 'name', truthy: true }, { name: 'x' })).toBe(true);
  });
});

describe('visibleFields', () => {
  const fields: FieldDefinition[] = [
    { key: 'type', type: 'select' },
    { key: 'price', type: 'number', depends: { key: 'type', values: [2, 4] } },
    { key: 'proforma', depends: [{ key: 'type', values: [2, 4] }, { key: 'price' }] },
    { key: 'company_id', component: 'ItemSelect', permission: 'super_admin' },
  ];

  it('shows a field only when its rules hold', () => {
    expect(keys(visibleFields(fields, { type: 1 }))).toEqual(['type']);
    expect(keys(visibleFields(fields, { type: '2' }))).toEqual(['type', 'price']);
    expect(keys(visibleFields(fields, { type: 2, price: 5 }))).toEqual(['type', 'price', 'proforma']);
  });

  it('hides a field that depends on a hidden one, even if its own value holds', () => {
    expect(keys(visibleFields(fields, { type: 1, price: 5 }))).toEqual(['type']);
  });

  it('shows a permission field only to users holding it, hiding it without a check', () => {
    expect(keys(visibleFields(fields, { type: 1 }, (permission) => permission === 'super_admin'))).toEqual([
      'type',
      'company_id',
    ]);
    expect(keys(visibleFields(fields, { type: 1 }, () => false))).toEqual(['type']);
  });

  it('hides fields in a dependency cycle', () => {
    const cycle: FieldDefinition[] = [
      { key: 'a', depends: { key: 'b' } },
      { key: 'b', depends: { key: 'a' } },
    ];
    expect(visibleFields(cycle, { a: 1, b: 1 })).toEqual([]);
  });

  it('reads a rule on a key without a field from the values', () => {
    expect(
      keys(visibleFields([{ key: 'x', depends: { key: 'mode', value: 'pro' } }], { mode: 'pro' })),
    ).toEqual(['x']);
  });

  it('chooses among alternatives sharing a key', () => {
    const alternatives: FieldDefinition[] = [
      { key: 'mode', type: 'select' },
      { key: 'target', type: 'text', depends: { key: 'mode', value: 'ip' } },
      { key: 'target', component: 'DeviceSelect', depends: { key: 'mode', value: 'device' } },
      { key: 'port', depends: { key: 'target' } },
    ];
    const shown = visibleFields(alternatives, { mode: 'device', target: 7 });
    expect(shown.map((field) => field.component ?? field.type)).toEqual([
      'select',
      'DeviceSelect',
      undefined,
    ]);
  });
});

describe('clearHiddenValues', () => {
  const fields: FieldDefinition[] = [
    { key: 'type' },
    { key: 'price', depends: { key: 'type', value: 2 } },
    { key: 'note', depends: { key: 'price' } },
    { key: 'company_id', permission: 'super_admin' },
  ];

  it('removes the values of fields hidden by depends, following chains', () => {
    expect(clearHiddenValues(fields, { type: 1, price: 5, note: 'n', company_id: 3 })).toEqual({
      type: 1,
      company_id: 3,
    });
    expect(hiddenByDepends(fields, { type: 1 })).toEqual(new Set(['price', 'note']));
  });

  it('keeps values of shown fields and returns the same object when nothing is hidden', () => {
    const values = { type: 2, price: 5, note: 'n' };
    expect(clearHiddenValues(fields, values)).toBe(values);
  });

  it('keeps a key while another field with it is shown', () => {
    const alternatives: FieldDefinition[] = [
      { key: 'mode' },
      { key: 'target', depends: { key: 'mode', value: 'ip' } },
      { key: 'target', depends: { key: 'mode', value: 'device' } },
    ];
    expect(clearHiddenValues(alternatives, { mode: 'device', target: 7 })).toEqual({
      mode: 'device',
      target: 7,
    });
    expect(clearHiddenValues(alternatives, { mode: 'none', target: 7 })).toEqual({ mode: 'none' });
  });
});

describe('trimTextValues', () => {
  it('trims text-like inputs only', () => {
    const fields: FieldDefinition[] = [
      { key: 'name' },
      { key: 'email', type: 'email' },
      { key: 'notes', type: 'textarea' },
      { key: 'password', type: 'password' },
      { key: 'company', component: 'ItemSelect' },
      { key: 'count', type: 'number' },
      { key: 'missing' },
    ];
    expect(
      trimTextValues(fields, {
        name: ' a ',
        email: ' b@c.io ',
        notes: ' n ',
        password: ' p ',
        company: ' c ',
        count: 3,
        extra: ' x ',
      }),
    ).toEqual({
      name: 'a',
      email: 'b@c.io',
      notes: 'n',
      password: ' p ',
      company: ' c ',
      count: 3,
      extra: ' x ',
    });
  });
});
