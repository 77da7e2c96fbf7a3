/**
 * The line of every value of a valid JSON text, by path (`sections.0.fields.2.type`; the root
 * is `''`). An object member is placed on the line of its key. For pointing at the line of a
 * schema error in an uploaded document; the text must be valid JSON (parse it first).
 *
 * @example
 * jsonPathLines('{\n  "a": [1,\n 2]\n}').get('a.1'); // 3
 */
export function jsonPathLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const join = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  const mark = (path: string) => {
    if (!lines.has(path)) lines.set(path, line);
  };
  const space = () => {
    while (i < text.length) {
      const char = text[i];
      if (char === '\n') line++;
      else if (char !== ' ' && char !== '\t' && char !== '\r' && char !== '\ufeff') return;
      i++;
    }
  };
  // Valid JSON strings hold no raw line breaks, so only whitespace moves the line.
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    space();
    mark(path);
    const char = text[i];
    if (char === '{') {
      i++;
      space();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        space();
        const keyLine = line;
        const key = string();
        const child = join(path, key);
        if (!lines.has(child)) lines.set(child, keyLine);
        space();
        i++; // :
        value(child);
        space();
        if (text[i++] === '}') return;
      }
    }
    if (char === '[') {
      i++;
      space();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (let index = 0; ; index++) {
        value(join(path, index));
        space();
        if (text[i++] === ']') return;
      }
    }
    if (char === '"') {
      string();
      return;
    }
    while (i < text.length && /[-+.\w]/.test(text[i] as string)) i++;
  };
  value('');
  return lines;
}

/** The 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}
