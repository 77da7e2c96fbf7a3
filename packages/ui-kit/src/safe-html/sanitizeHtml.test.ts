import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUTS } from './hostileInputs.js';
import { SAFE_HTML_TAGS, sanitizeHtml } from './sanitizeHtml.js';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps the allowed tags and https links', () => {
    const out = sanitizeHtml(
      '<b>Bold</b> <i>i</i> <em>e</em> <strong>s</strong> <a href="https://example.com">x</a>',
    );
    const host = parse(out);
    expect(host.querySelector('b')?.textContent).toBe('Bold');
    expect(host.querySelector('i')).not.toBeNull();
    expect(host.querySelector('em')).not.toBeNull();
    expect(host.querySelector('strong')).not.toBeNull();
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
  });

  it('drops script elements with their content', () => {
    const out = sanitizeHtml('Hello<script>alert(1)</script>');
    expect(out).toBe('Hello');
  });

  it('drops event handler attributes and disallowed tags', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)"><b onclick="alert(2)">ok</b>');
    expect(out).toBe('<b>ok</b>');
    expect(out).not.toContain('onerror');
    expect(out).not.toContain('onclick');
  });

  it('keeps the text of other tags but not the tags', () => {
    expect(sanitizeHtml('<div><u>under</u> <span style="color:red">line</span></div>')).toBe('under line');
  });

  it('drops javascript:, data:, protocol-relative and other relative hrefs', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'relative',
    ]) {
      const link = parse(sanitizeHtml(`<a href="${href}">x</a>`)).querySelector('a');
      expect(link?.hasAttribute('href'), href).toBe(false);
    }
  });

  it('keeps a same-site link such as /devices/42', () => {
    const link = parse(sanitizeHtml('<a href="/devices/42">device 42</a>')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/devices/42');
    expect(link?.textContent).toBe('device 42');
  });

  it('keeps http and mailto hrefs', () => {
    expect(
      parse(sanitizeHtml('<a href="http://a.example">x</a>')).querySelector('a')?.getAttribute('href'),
    ).toBe('http://a.example');
    expect(
      parse(sanitizeHtml('<a href="mailto:ops@example.com">x</a>')).querySelector('a')?.getAttribute('href'),
    ).toBe('mailto:ops@example.com');
  });

  it('keeps target only as _blank, and then adds rel="noopener noreferrer"', () => {
    const blank = parse(
      sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>'),
    ).querySelector('a');
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');

    const self = parse(
      sanitizeHtml('<a href="https://x.example" target="_top" rel="opener">x</a>'),
    ).querySelector('a');
    expect(self?.hasAttribute('target')).toBe(false);
    expect(self?.hasAttribute('rel')).toBe(false);
  });

  it('keeps link attributes off other tags', () => {
    expect(sanitizeHtml('<b href="https://x.example" target="_blank">x</b>')).toBe('<b>x</b>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('sanitizeHtml on hostile input (shared with the browser test)', () => {
  it('has a broad list', () => {
    expect(HOSTILE_INPUTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HOSTILE_INPUTS.map((c) => c.name)).size).toBe(HOSTILE_INPUTS.length);
  });

  for (const { name, html, expected } of HOSTILE_INPUTS) {
    it(`${name}: gives the expected markup`, () => {
      expect(sanitizeHtml(html)).toBe(expected);
    });
  }

  it('leaves only allowlisted elements and attributes, and only safe links, in every output', () => {
    for (const { name, html } of HOSTILE_INPUTS) {
      const out = sanitizeHtml(html);
      // Parse the output again, as the page will: a second parse must not create anything new (mXSS).
      const host = parse(out);
      expect(host.innerHTML, name).toBe(out);
      for (const element of host.querySelectorAll('*')) {
        expect(SAFE_HTML_TAGS as readonly string[], name).toContain(element.localName);
        for (const attribute of element.attributes) {
          expect(['href', 'target', 'rel'], `${name}: ${attribute.name}`).toContain(attribute.name);
          expect(element.localName, name).toBe('a');
        }
        const href = element.getAttribute('href');
        // A kept link is absolute (http, https, mailto) or a path on this site, never `//host`.
        if (href !== null) expect(href, name).toMatch(/^(?:(?:https?|mailto):|\/(?![/\\\s]))/i);
        const target = element.getAttribute('target');
        if (target !== null) {
          expect(target, name).toBe('_blank');
          expect(element.getAttribute('rel'), name).toBe('noopener noreferrer');
        }
      }
      expect(out, name).not.toMatch(/<(?:script|img|svg|math|style|iframe|form|object|embed|template)\b/i);
    }
  });
});
