import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, fieldMessage, parseFieldMessage } from './fieldMessages.js';
import { optionalText, positiveInteger, requiredEmail, requiredId, requiredText } from './fields.js';

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the field messages', () => {
  it('are what the schemas say, and parse back to their key and values', () => {
    const said = [
      messageOf(requiredText('Name'), ''),
      messageOf(optionalText('Note', 5), 'too long'),
      messageOf(optionalText('Note'), 7),
      messageOf(positiveInteger('Amount'), 'x'),
      messageOf(positiveInteger('Amount'), '1.5'),
      messageOf(positiveInteger('Amount'), '0'),
      messageOf(requiredId('Company'), '3000000000'),
      messageOf(requiredEmail(), 'not an address'),
      messageOf(requiredEmail(), `${'a'.repeat(65)}@example.com`),
    ];
    expect(said.map((message) => message && parseFieldMessage(message))).toEqual([
      { key: 'required', values: { label: 'Name' } },
      { key: 'maxLength', values: { label: 'Note', max: '5' } },
      { key: 'text', values: { label: 'Note' } },
      { key: 'number', values: { label: 'Amount' } },
      { key: 'wholeNumber', values: { label: 'Amount' } },
      { key: 'minValue', values: { label: 'Amount', min: '1' } },
      { key: 'invalid', values: { label: 'Company' } },
      { key: 'email', values: {} },
      { key: 'emailLocalPartMaxLength', values: { max: '64' } },
    ]);
  });

  it('tell a length from a value, and a whole message from one that only starts like it', () => {
    expect(parseFieldMessage('Name must be at least 3 characters')?.key).toBe('minLength');
    expect(parseFieldMessage('Port must be at least 1')?.key).toBe('minValue');
    expect(parseFieldMessage('Port must be between 1 and 65535')).toEqual({
      key: 'between',
      values: { label: 'Port', min: '1', max: '65535' },
    });
    expect(parseFieldMessage('The email address must be at most 254 characters')?.key).toBe('emailMaxLength');
    expect(parseFieldMessage('Name is required.')).toBeNull();
    expect(parseFieldMessage('A device with this serial is already registered')).toBeNull();
  });

  it('fill every template back to the text it parses from', () => {
    const values = { label: 'Price', min: '2', max: '9', step: '0.01', example: '#1E88E5' };
    for (const key of Object.keys(FIELD_MESSAGES) as (keyof typeof FIELD_MESSAGES)[]) {
      const text = fieldMessage(key, values);
      expect(parseFieldMessage(text)?.key, text).toBe(key);
    }
  });
});
