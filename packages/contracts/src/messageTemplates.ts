/**
 * Messages worded from templates whose `{name}` marks a value, so that a console can tell
 * which message an English text is and show it in the user's language.
 */

/** A template's text with its `{name}` values filled in (a missing value leaves it blank). */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which message of a catalogue a text is, with its values. */
export type ParsedMessage<TKey extends string> = { key: TKey; values: Record<string, string> };

/**
 * A parser of a catalogue's messages: the first template (in the catalogue's order) that the
 * whole text matches, with its values; null for any other text. A value matches any text, so
 * a catalogue puts its more specific templates first ("at least {min} characters" before
 * "at least {min}").
 *
 * @example
 * const parse = createMessageParser({ repeated: 'The serial is on line {line} already' });
 * parse('The serial is on line 2 already'); // { key: 'repeated', values: { line: '2' } }
 */
export function createMessageParser<TKey extends string>(
  catalogue: Readonly<Record<TKey, string>>,
): (text: string) => ParsedMessage<TKey> | null {
  const patterns = (Object.entries(catalogue) as [TKey, string][]).map(([key, template]) => ({
    key,
    pattern: new RegExp(
      `^${template
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+)` : escapeRegExp(part)))
        .join('')}$`,
      's',
    ),
  }));
  return (text) => {
    for (const { key, pattern } of patterns) {
      const match = pattern.exec(text);
      if (match) return { key, values: { ...match.groups } };
    }
    return null;
  };
}
