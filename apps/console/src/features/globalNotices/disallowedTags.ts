import { SAFE_HTML_TAGS } from '@netfleet/ui-kit/safe-html';

const ALLOWED = new Set<string>(SAFE_HTML_TAGS);

/**
 * The tags of a notice message that the sanitizer will not keep (`<script>`, `<img>`), as
 * written, each once, in order: the editor names them under its preview so the author sees
 * why they are missing there.
 *
 * @example
 * disallowedTags('<b>Hi</b><script>x</script>'); // ['<script>']
 */
export function disallowedTags(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<\s*([a-z][a-z0-9-]*)/gi)) {
    const name = (match[1] ?? '').toLowerCase();
    const tag = `<${name}>`;
    if (!ALLOWED.has(name) && !found.includes(tag)) found.push(tag);
  }
  return found;
}
