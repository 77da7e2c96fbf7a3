const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute's value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/**
 * Declarations that stay inside their rule: no braces, quotes, escapes, comments (no `*`) or
 * `<`, so no value can end its rule or the `<style>` element. The first view's are lengths, transforms,
 * colours and custom properties; any other sends no first view.
 */
const CONTAINED_DECLARATIONS = /^[-\w\s#%(),.:;+!/]*$/;

/**
 * The markup of a page's first view, inert, for the place between a first view page's start and
 * end (firstViewPage). Its inline styles move to a `<style>` with the page's `nonce`, one rule a
 * distinct value on a `data-fv-style` attribute (`#first-view` in the selector ranks the rule
 * above the style sheets' classes, as the inline style was), because the page's policy is sent
 * before the render: it could not name the styles' hashes. Null for markup with a script, which
 * the policy would refuse, or a style that would not stay in its rule.
 *
 * @example
 * firstViewMarkup('<p style="color:red">a</p>', 'n0nce');
 * // '<div id="first-view" inert aria-hidden="true"><style nonce="n0nce">#first-view [data-fv-style="0"]{color:red}</style><p data-fv-style="0">a</p></div>'
 */
export function firstViewMarkup(html: string, nonce: string): string | null {
  if (/<script/i.test(html)) return null;
  const styles = new Map<string, number>();
  let contained = true;
  const markup = html.replace(STYLE_ATTRIBUTE, (_attribute, value: string) => {
    const declarations = decodeAttribute(value);
    if (!CONTAINED_DECLARATIONS.test(declarations)) contained = false;
    const index = styles.get(declarations) ?? styles.size;
    styles.set(declarations, index);
    return ` data-fv-style="${index}"`;
  });
  if (!contained) return null;
  const rules = [...styles].map(
    ([declarations, index]) => `#first-view [data-fv-style="${index}"]{${declarations}}`,
  );
  const sheet = rules.length > 0 ? `<style nonce="${nonce}">${rules.join('\n')}</style>` : '';
  return `<div id="first-view" inert aria-hidden="true">${sheet}${markup}</div>`;
}
