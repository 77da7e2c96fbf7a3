import { describe, expect, it } from 'vitest';
import { jsonPathLines, lineAndColumn } from './jsonPathLines.js';

describe('jsonPathLines', () => {
  it('places every value on its line, object members on their key', () => {
    const text =
      '{\n  "name": "x",\n  "sections": [\n    { "id": "a",\n      "fields": [\n        {"key": "k\\"\\n"}, 2\n      ] }\n  ],\n  "empty": {}, "none": []\n}';
    const lines = jsonPathLines(text);
    expect(JSON.parse(text)).toBeTruthy();
    expect(Object.fromEntries(lines)).toEqual({
      '': 1,
      name: 2,
      sections: 3,
      'sections.0': 4,
      'sections.0.id': 4,
      'sections.0.fields': 5,
      'sections.0.fields.0': 6,
      'sections.0.fields.0.key': 6,
      'sections.0.fields.1': 6,
      empty: 9,
      none: 9,
    });
  });

  it('gives the line and column of an offset', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
