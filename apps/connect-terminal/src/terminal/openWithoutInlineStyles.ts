import type { Terminal } from '@xterm/xterm';

/**
 * Why this exists: the server's CSP is `style-src 'self'` (no inline styles), and xterm.js 6
 * styles itself with inline CSS that the browser blocks (each a `securitypolicyviolation`):
 * - three `<style>` elements whose `textContent` it writes (the DOM renderer's row dimensions
 *   and theme colours, the viewport's scrollbar colours): without them the rows lose their
 *   colours, cursor and selection look;
 * - `span.setAttribute('style', …)` for 24-bit colours of a cell.
 * The CSP governs markup (a `<style>` element, a `style` attribute), not the CSS object model
 * that the page's own script drives: a constructed `CSSStyleSheet` in `adoptedStyleSheets` and
 * `element.style.cssText` are allowed. So xterm's CSS is routed there: nothing is loosened, and
 * the styles are xterm's own, never text from the peer.
 */

/** What {@link openWithoutInlineStyles} hands back: undo it when the terminal is disposed. */
export interface InlineStylesGuard {
  dispose(): void;
}

function canAdopt(doc: Document): boolean {
  return 'adoptedStyleSheets' in doc && typeof doc.defaultView?.CSSStyleSheet === 'function';
}

/**
 * A stand-in for a `<style>` element: an inert `<template>` (never rendered) whose `textContent`
 * fills a constructed style sheet adopted by the document.
 */
function adoptedStyleHolder(
  doc: Document,
  createElement: Document['createElement'],
  sheets: CSSStyleSheet[],
): HTMLElement {
  const holder = createElement.call(doc, 'template');
  const SheetClass = doc.defaultView?.CSSStyleSheet as typeof CSSStyleSheet;
  const sheet = new SheetClass();
  sheets.push(sheet);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  let css = '';
  Object.defineProperty(holder, 'textContent', {
    configurable: true,
    get: () => css,
    set: (value: unknown) => {
      css = value == null ? '' : String(value);
      sheet.replaceSync(css);
    },
  });
  return holder;
}

/** Spans whose `style` attribute goes through the CSS object model, while a terminal is open. */
let spanGuards = 0;
let originalSpanSetAttribute: typeof Element.prototype.setAttribute | null = null;

function routeSpanStylesThroughCssom(view: Window & typeof globalThis): () => void {
  const proto = view.HTMLSpanElement.prototype;
  if (spanGuards++ === 0) {
    originalSpanSetAttribute = proto.setAttribute;
    const original = originalSpanSetAttribute;
    proto.setAttribute = function setAttribute(this: HTMLSpanElement, name: string, value: string) {
      if (name.toLowerCase() === 'style') this.style.cssText = value;
      else original.call(this, name, value);
    };
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    if (--spanGuards === 0 && originalSpanSetAttribute) {
      proto.setAttribute = originalSpanSetAttribute;
      originalSpanSetAttribute = null;
    }
  };
}

/**
 * Opens `terminal` in `parent` so that it runs under a CSP without inline styles: the `<style>`
 * elements xterm.js creates while opening become adopted style sheets, and its cells' style
 * attributes go through the CSS object model. Where the browser has no adoptable style sheets
 * the terminal opens as usual.
 *
 * @example
 * const guard = openWithoutInlineStyles(terminal, host);
 * // … on unmount:
 * terminal.dispose();
 * guard.dispose();
 */
export function openWithoutInlineStyles(
  terminal: Pick<Terminal, 'open'>,
  parent: HTMLElement,
): InlineStylesGuard {
  const doc = parent.ownerDocument;
  const view = doc.defaultView;
  if (!view || !canAdopt(doc)) {
    terminal.open(parent);
    return { dispose() {} };
  }
  const sheets: CSSStyleSheet[] = [];
  const createElement = doc.createElement;
  const hadOwn = Object.hasOwn(doc, 'createElement');
  // xterm creates all three of its <style> elements while it opens (the viewport and the DOM
  // renderer are built in `open`), so the stand-in is needed only for that call.
  doc.createElement = function createElementWithoutStyle(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    if (String(tagName).toLowerCase() === 'style') return adoptedStyleHolder(doc, createElement, sheets);
    return createElement.call(doc, tagName, options);
  } as Document['createElement'];
  try {
    terminal.open(parent);
  } finally {
    if (hadOwn) doc.createElement = createElement;
    else delete (doc as { createElement?: unknown }).createElement;
  }
  const undoSpans = routeSpanStylesThroughCssom(view as Window & typeof globalThis);
  return {
    dispose() {
      undoSpans();
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
    },
  };
}
