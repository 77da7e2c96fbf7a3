import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleAttributeHashes } from './styleAttributeHashes.js';

const sha = (value: string) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`;

describe('styleAttributeHashes', () => {
  it('gives one source per distinct style attribute, hashed as the browser reads it', () => {
    const html =
      '<div style="transform:translateY(0px);"><a style="transform:translateY(40px);"></a>' +
      '<b style="transform:translateY(0px);"></b><i style="font-family:&quot;A&amp;B&quot;"></i></div>';
    expect(styleAttributeHashes(html)).toEqual([
      sha('transform:translateY(0px);'),
      sha('transform:translateY(40px);'),
      sha('font-family:"A&B"'),
    ]);
  });

  it('ignores attributes that only end in "style" and markup without styles', () => {
    expect(styleAttributeHashes('<p data-style="color:red">style="color:red"</p>')).toEqual([]);
  });
});
