import { type HTMLAttributes, useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml.js';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** User-supplied HTML; cleaned by {@link sanitizeHtml} before it reaches the DOM. */
  html: string | null | undefined;
  /** The wrapping element. Defaults to `'div'`. */
  as?: 'div' | 'span' | 'p';
}

/**
 * Renders user-supplied HTML through the {@link sanitizeHtml} allowlist.
 *
 * @example
 * <SafeHtml as="p" html={notice.message} />
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitized right above.
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
