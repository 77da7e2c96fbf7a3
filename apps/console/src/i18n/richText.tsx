import { Fragment, type ReactNode } from 'react';

// A character no text contains: it marks where a value goes until the nodes take its place.
const MARK = '\u0000';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * Values for a translation whose placeholders {@link richText} fills with React nodes: each
 * named value stays a marker through the translation.
 */
export function nodeSlots<const N extends string>(...names: N[]): Readonly<Record<N, string>> {
  return Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<N, string>;
}

/**
 * A translated text with React nodes in its placeholders (a name in bold, a link), each
 * language placing them where its grammar wants them.
 *
 * @example
 * richText(t('signedInAs', nodeSlots('email')), { email: <strong>{user.email}</strong> });
 */
export function richText(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  // split() with a capturing group: texts at even places, placeholder names at odd ones.
  const parts = text.split(MARKED);
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
    index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? part}</Fragment> : part,
  );
}
