const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL = /^[a-z]{2,6}$/i;

/**
 * True for a domain name: one or more labels of 1 to 63 letters, digits and hyphens (no
 * leading or trailing hyphen), then a top-level part of 2 to 6 letters. ASCII only (an
 * internationalised name is given in its `xn--` form); no trailing dot.
 *
 * @example
 * isDomain('rms.example.com'); // true
 * isDomain('-bad.com'); // false
 */
export function isDomain(value: string): boolean {
  const labels = value.split('.');
  const topLevel = labels.pop();
  return (
    topLevel !== undefined &&
    labels.length > 0 &&
    TOP_LEVEL.test(topLevel) &&
    labels.every((label) => LABEL.test(label))
  );
}
