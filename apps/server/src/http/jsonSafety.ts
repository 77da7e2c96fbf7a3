/** Deepest nesting of objects and arrays an API body may have; no form comes near it. */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests objects and arrays deeper than `maxDepth`. Scans the text
 * before it is parsed (brackets inside strings do not count), so a hostile body of 100,000
 * `[` is refused in one pass instead of being parsed and walked by recursive code.
 */
export function exceedsJsonDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** Where a NUL character was found: the top-level key it sits under (null for the whole value). */
export interface NulFinding {
  source: string | null;
}

/**
 * Finds a NUL character (U+0000) in any string or key of a parsed JSON value. PostgreSQL's
 * `text` cannot hold one, so such input would fail in the database instead of as a 422.
 * Walks iteratively; call it on values no deeper than {@link MAX_JSON_DEPTH}.
 *
 * @returns the top-level key under which the first NUL sits, or null when there is none.
 */
export function findNulCharacter(value: unknown): NulFinding | null {
  const stack: { value: unknown; source: string | null }[] = [{ value, source: null }];
  const topLevel = typeof value === 'object' && value !== null && !Array.isArray(value);
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; source: string | null };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { source: item.source };
    } else if (Array.isArray(item.value)) {
      for (const element of item.value) stack.push({ value: element, source: item.source });
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, element] of Object.entries(item.value)) {
        if (key.includes('\u0000')) return { source: item.source };
        const source = item.source ?? (topLevel && item.value === value ? key : null);
        stack.push({ value: element, source });
      }
    }
  }
  return null;
}
