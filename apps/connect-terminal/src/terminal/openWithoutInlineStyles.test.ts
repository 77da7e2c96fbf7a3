import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openWithoutInlineStyles } from './openWithoutInlineStyles.js';

// jsdom builds style sheets but has no adoptedStyleSheets; the test gives the document one, as
// Chromium has.
type Adopting = Document & { adoptedStyleSheets: CSSStyleSheet[] };

/** Does what xterm.js does while it opens: a <style> element, appended, then written. */
const fakeTerminal = {
  open(parent: HTMLElement) {
    const style = document.createElement('style');
    parent.append(style);
    style.textContent = '.xterm-rows { color: rgb(1, 2, 3); }';
    const span = document.createElement('span');
    span.setAttribute('style', 'color:#123456');
    span.setAttribute('class', 'xterm-fg-1');
    parent.append(span);
  },
};

describe('openWithoutInlineStyles', () => {
  let host: HTMLElement;
  beforeEach(() => {
    Object.defineProperty(document, 'adoptedStyleSheets', {
      configurable: true,
      writable: true,
      value: [],
    });
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => {
    host.remove();
    delete (document as Partial<Adopting>).adoptedStyleSheets;
  });

  it('puts the CSS xterm writes into an adopted style sheet, not a <style> element', () => {
    const guard = openWithoutInlineStyles(fakeTerminal, host);
    expect(host.querySelector('style')).toBeNull();
    const sheets = (document as Adopting).adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.cssRules[0]?.cssText).toContain('.xterm-rows');
    // The stand-in is inert: its CSS is not text on the page.
    expect(host.textContent).toBe('');
    guard.dispose();
    expect((document as Adopting).adoptedStyleSheets).toHaveLength(0);
  });

  it('creates other elements as usual and restores document.createElement', () => {
    const before = document.createElement;
    const guard = openWithoutInlineStyles(fakeTerminal, host);
    expect(document.createElement).toBe(before);
    expect(document.createElement('style')).toBeInstanceOf(HTMLStyleElement);
    expect(host.querySelector('span')?.className).toBe('xterm-fg-1');
    guard.dispose();
  });

  it('sets a span’s style attribute through the CSS object model while the terminal is open', () => {
    const guard = openWithoutInlineStyles(fakeTerminal, host);
    const span = host.querySelector('span') as HTMLSpanElement;
    expect(span.style.color).toBe('rgb(18, 52, 86)');
    guard.dispose();
    // Disposed: spans are plain again.
    const plain = document.createElement('span');
    plain.setAttribute('style', 'color:#000000');
    expect(plain.getAttribute('style')).toBe('color:#000000');
    expect(HTMLSpanElement.prototype.setAttribute).toBe(Element.prototype.setAttribute);
  });

  it('opens the terminal as usual where style sheets cannot be adopted', () => {
    delete (document as Partial<Adopting>).adoptedStyleSheets;
    const guard = openWithoutInlineStyles(fakeTerminal, host);
    expect(host.querySelector('style')?.textContent).toContain('.xterm-rows');
    guard.dispose();
  });
});
