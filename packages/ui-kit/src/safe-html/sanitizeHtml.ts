import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** Tags user-supplied HTML may keep (spec: console-shell-and-session §5). */
export const SAFE_HTML_TAGS = ['a', 'b', 'i', 'em', 'strong'] as const;

/** Attributes user-supplied HTML may keep; `href` and `target` only on links. */
export const SAFE_HTML_ATTRIBUTES = ['href', 'target', 'rel'] as const;

/**
 * What `href` may hold: an http, https or mailto URL, or a same-site path (`/devices/42`).
 * DOMPurify tests the value with whitespace and control characters removed, as a browser
 * reads it, so `/\t/evil.example` is tested as `//evil.example`. A path must not start with
 * `//` or `/\` (browsers read both as another host); other relative forms are dropped.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?![/\\]))/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [...SAFE_HTML_TAGS],
  ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES],
  ALLOWED_URI_REGEXP,
  // DOMPurify checks every attribute value that is not "URI safe" against the URI
  // pattern; `target` holds a keyword, never a URL, so it must skip that check.
  ADD_URI_SAFE_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | null | undefined;

/**
 * One private DOMPurify instance, made on first use so that importing this module
 * reads no `window` and our hooks never leak into other users of DOMPurify.
 */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  const root = typeof window === 'undefined' ? undefined : window;
  const instance = root ? createDOMPurify(root) : null;
  if (!instance?.isSupported) {
    purifier = null;
    return purifier;
  }
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') {
      for (const name of SAFE_HTML_ATTRIBUTES) node.removeAttribute(name);
      return;
    }
    // `rel` is ours to set: keep `target` only as _blank, and then always isolate the opener.
    node.removeAttribute('rel');
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = instance;
  return purifier;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Cleans user-supplied HTML (global notice messages and the like) down to the
 * allowlist: tags `a b i em strong`, attributes `href target rel`. An `href` must be
 * http, https or mailto, or a same-site path such as `/devices/42` (not `//host` or
 * `/\host`); `target` survives only as `_blank`, which then gets
 * `rel="noopener noreferrer"`. Other tags are removed (their text is kept; script
 * and style content is dropped), and so are event handler attributes.
 *
 * Without a DOM (server rendering, workers) the whole input is escaped as text.
 *
 * @example
 * sanitizeHtml('<b>Hi</b><img src=x onerror=alert(1)>'); // '<b>Hi</b>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
