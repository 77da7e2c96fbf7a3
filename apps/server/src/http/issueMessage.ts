import type * as v from 'valibot';

/** valibot's own wording ("Invalid type: Expected string but received Object"): a schema gave no message. */
const VALIBOT_DEFAULT = /^Invalid \w+: (?:Expected [\s\S]+ but received|Received) [\s\S]*$/;

/** What a value of a schema type is, in an error message. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  bigint: 'a number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  strict_object: 'an object',
  loose_object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'null',
};

/** `options.tag_ids`, `samples.3.at`: where in the payload the issue is; null for the payload itself. */
export function issuePath(issue: v.BaseIssue<unknown>): string | null {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : null;
}

/** `"a" | "b"` (a picklist's expectation) → `a, b`. */
function options(expected: string): string {
  return expected
    .replace(/^\(|\)$/g, '')
    .split(' | ')
    .map((option) => option.replace(/^"|"$/g, ''))
    .join(', ');
}

function composed(issue: v.BaseIssue<unknown>, field: string): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  if (issue.kind === 'schema') {
    if (issue.input === undefined) return `${field} is required`;
    if ((issue.type === 'picklist' || issue.type === 'enum') && issue.expected)
      return `${field} must be one of ${options(issue.expected)}`;
    if (issue.type === 'literal' && issue.expected) return `${field} must be ${issue.expected}`;
    const words = TYPE_WORDS[issue.type];
    if (words) return `${field} must be ${words}`;
  }
  if (issue.kind === 'validation') {
    const count = `${String(requirement)} ${Array.isArray(issue.input) ? 'item' : 'character'}${requirement === 1 ? '' : 's'}`;
    switch (issue.type) {
      case 'min_length':
        return `${field} must have at least ${count}`;
      case 'max_length':
        return `${field} must have at most ${count}`;
      case 'min_value':
        return `${field} must be at least ${String(requirement)}`;
      case 'max_value':
        return `${field} must be at most ${String(requirement)}`;
      case 'integer':
        return `${field} must be a whole number`;
      case 'email':
        return `${field} must be an email address`;
    }
  }
  return `${field} is not valid`;
}

/**
 * The message of a valibot issue for an API answer. A schema's own message ("Company is
 * required", the spec's texts) is kept as it is. Where a schema gave none, valibot's wording
 * ("Invalid key: Expected "action" but received undefined") becomes one that names the field
 * and what it takes ("action is required", "value must be text", "key must have at least 1
 * character").
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (!VALIBOT_DEFAULT.test(issue.message)) return issue.message;
  return composed(issue, issuePath(issue) ?? 'The request');
}
