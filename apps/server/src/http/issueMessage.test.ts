import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issueMessage, issuePath } from './issueMessage.js';

const Schema = v.object({
  action: v.picklist(['add_tags', 'reboot']),
  value: v.string(),
  key: v.pipe(v.string(), v.minLength(1)),
  name: v.optional(v.pipe(v.string(), v.maxLength(3))),
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  ids: v.optional(v.pipe(v.array(v.number()), v.minLength(2))),
  email: v.optional(v.pipe(v.string(), v.email())),
  kind: v.optional(v.literal('device')),
  options: v.optional(v.object({ tag_ids: v.array(v.number()) })),
  company_id: v.optional(v.number('Company is required')),
  flag: v.optional(v.boolean()),
});

function messages(input: unknown): Record<string, string> {
  const result = v.safeParse(Schema, input);
  const out: Record<string, string> = {};
  for (const issue of result.issues ?? []) out[issuePath(issue) ?? ''] ??= issueMessage(issue);
  return out;
}

describe('issueMessage', () => {
  it('names the missing fields instead of valibot\'s "Invalid key"', () => {
    expect(messages({})).toEqual({
      action: 'action is required',
      value: 'value is required',
      key: 'key is required',
    });
  });

  it('says what a field takes: text, a number, a list, one of its options', () => {
    const out = messages({
      action: 'nope',
      value: {},
      key: '',
      name: 'toolong',
      count: 1.5,
      ids: [1],
      email: 'not-an-address',
      kind: 'gateway',
      options: { tag_ids: ['a'] },
      flag: 'yes',
    });
    expect(out).toEqual({
      action: 'action must be one of add_tags, reboot',
      value: 'value must be text',
      key: 'key must have at least 1 character',
      name: 'name must have at most 3 characters',
      count: 'count must be a whole number',
      ids: 'ids must have at least 2 items',
      email: 'email must be an email address',
      kind: 'kind must be "device"',
      'options.tag_ids.0': 'options.tag_ids.0 must be a number',
      flag: 'flag must be true or false',
    });
  });

  it('gives the bounds of a number', () => {
    expect(messages({ action: 'reboot', value: 'v', key: 'k', count: 0 }).count).toBe(
      'count must be at least 1',
    );
    expect(messages({ action: 'reboot', value: 'v', key: 'k', count: 11 }).count).toBe(
      'count must be at most 10',
    );
  });

  it("keeps a schema's own message", () => {
    expect(messages({ action: 'reboot', value: 'v', key: 'k', company_id: 'x' }).company_id).toBe(
      'Company is required',
    );
  });

  it('speaks of the request when the payload itself is wrong', () => {
    const [issue] = v.safeParse(Schema, 'text').issues ?? [];
    expect(issue && issueMessage(issue)).toBe('The request must be an object');
  });
});
