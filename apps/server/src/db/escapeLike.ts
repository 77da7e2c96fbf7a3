/**
 * Escapes `%`, `_` and the escape character itself, so user text matches literally inside a
 * LIKE/ILIKE pattern (PostgreSQL's default escape character is the backslash).
 *
 * @example
 * `%${escapeLike('50%_off')}%` // '%50\%\_off%'
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
