import { describe, expect, it } from 'vitest';
import { fieldRuleError, isBlankValue, STEP_MISMATCH_MESSAGE } from './fieldRules.js';

describe('fieldRuleError', () => {
  it('asks for required values: blank text, empty lists, unchecked boxes', () => {
    expect(fieldRuleError({ key: 'name', label: 'Name', required: true }, '  ')).toBe('Name is required');
    expect(fieldRuleError({ key: 'tags', required: true, component: 'ListInput' }, [])).toBe(
      'tags is required',
    );
    expect(fieldRuleError({ key: 'ok', label: 'Agree', type: 'checkbox', required: true }, false)).toBe(
      'Agree is required',
    );
    expect(fieldRuleError({ key: 'ok', type: 'checkbox', required: true }, true)).toBeNull();
    expect(fieldRuleError({ key: 'n', label: 'N', required: true }, 0)).toBeNull();
  });

  it('lets blank optional values and alerts pass', () => {
    expect(fieldRuleError({ key: 'x', minlength: 3 }, '')).toBeNull();
    expect(fieldRuleError({ key: 'x', component: 'BaseAlert', required: true }, undefined)).toBeNull();
  });

  it('checks text lengths in characters and the whole-value pattern', () => {
    expect(fieldRuleError({ key: 'x', minlength: 3 }, 'ab')).toBe(
      'Please lengthen this text to 3 characters or more',
    );
    expect(fieldRuleError({ key: 'x', maxlength: 2 }, '😀😀')).toBeNull();
    expect(fieldRuleError({ key: 'x', maxlength: 2 }, 'abc')).toBe(
      'Please shorten this text to 2 characters or less',
    );
    expect(fieldRuleError({ key: 'x', pattern: '[a-z]+' }, 'abc')).toBeNull();
    expect(fieldRuleError({ key: 'x', pattern: '[a-z]+' }, 'abc1')).toBe('Please match the requested format');
  });

  it('checks numbers: a number, min, max and step from min', () => {
    const price = { key: 'price', type: 'number', min: 0, max: 10, step: 0.01 } as const;
    expect(fieldRuleError(price, 'abc')).toBe('Please enter a number');
    expect(fieldRuleError(price, '-1')).toBe('Value must be greater than or equal to 0');
    expect(fieldRuleError(price, 11)).toBe('Value must be less than or equal to 10');
    expect(fieldRuleError(price, '0.29')).toBeNull();
    expect(fieldRuleError(price, '0.295')).toBe(STEP_MISMATCH_MESSAGE);
    expect(fieldRuleError({ key: 'n', type: 'number', min: 1, step: 2 }, 3)).toBeNull();
    expect(fieldRuleError({ key: 'n', type: 'number', min: 1, step: 2 }, 4)).toBe(STEP_MISMATCH_MESSAGE);
  });
});

describe('isBlankValue', () => {
  it('reads nothing, blank text and empty lists as blank', () => {
    expect([undefined, null, '', ' ', []].every(isBlankValue)).toBe(true);
    expect([0, false, 'a', [1]].some(isBlankValue)).toBe(false);
  });
});
