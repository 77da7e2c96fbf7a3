import { describe, expect, it } from 'vitest';
import { firstViewMarkup } from './firstViewMarkup.js';

const FIRST_VIEW = '<div id="first-view" inert aria-hidden="true">';

describe('firstViewMarkup', () => {
  it("moves the inline styles into one rule per distinct value, under the page's nonce", () => {
    const html =
      '<div class="grid" style="--nf-grid-columns:44px 200px;height:600px;"><a style="transform:translateY(0px);">a</a>' +
      '<b style="transform:translateY(40px);">b</b><i style="transform:translateY(0px);">c</i></div>';
    expect(firstViewMarkup(html, 'bm9uY2U=')).toBe(
      `${FIRST_VIEW}<style nonce="bm9uY2U=">` +
        '#first-view [data-fv-style="0"]{--nf-grid-columns:44px 200px;height:600px;}\n' +
        '#first-view [data-fv-style="1"]{transform:translateY(0px);}\n' +
        '#first-view [data-fv-style="2"]{transform:translateY(40px);}</style>' +
        '<div class="grid" data-fv-style="0"><a data-fv-style="1">a</a>' +
        '<b data-fv-style="2">b</b><i data-fv-style="1">c</i></div></div>',
    );
  });

  it('leaves text, attributes that only end in "style" and markup without styles as they are', () => {
    expect(firstViewMarkup('<p data-style="color:red">style=&quot;color:red&quot;</p>', 'n')).toBe(
      `${FIRST_VIEW}<p data-style="color:red">style=&quot;color:red&quot;</p></div>`,
    );
  });

  it('gives none for a script, or a style that could leave its rule or the style element', () => {
    expect(firstViewMarkup('<p>a</p><SCRIPT>alert(1)</SCRIPT>', 'n')).toBeNull();
    for (const style of [
      'color:red}body{display:none',
      'color:red;&lt;/style&gt;&lt;script&gt;',
      'font-family:&quot;A&quot;',
      'color:red/*',
      'content:\\7d',
    ]) {
      expect(firstViewMarkup(`<p style="${style}">a</p>`, 'n'), style).toBeNull();
    }
    // Colours, lengths, percentages, functions and custom properties are what the console writes.
    expect(
      firstViewMarkup(
        '<p style="background:#e5393522;width:calc(100% - 4px);--tag-color:rgb(0 0 0 / 50%);"></p>',
        'n',
      ),
    ).toContain('{background:#e5393522;width:calc(100% - 4px);--tag-color:rgb(0 0 0 / 50%);}');
  });
});
