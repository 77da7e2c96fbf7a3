import { evaluateArithmetic } from './evaluateArithmetic.js';

/**
 * Splits a command line as a small shell does: commands apart at `;`, words at blanks,
 * '…' literal, "…" with expansions, `\` escaping one character; expands `$NAME`, `${NAME}`,
 * `$?`-style names and `$(( … ))` arithmetic. Throws an Error with the shell's message on an
 * open quote or bad arithmetic.
 */
export function parseCommandLine(line: string, variables: Record<string, string>): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let index = 0;

  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const expand = (): string => {
    // At a `$`: returns the expansion and moves past it.
    const rest = line.slice(index + 1);
    if (rest.startsWith('((')) {
      const close = findArithmeticEnd(line, index + 3);
      if (close < 0) throw new Error('arithmetic syntax error: missing "))"');
      const value = evaluateArithmetic(line.slice(index + 3, close), variables);
      index = close + 2;
      return String(value);
    }
    const braced = rest.match(/^\{([A-Za-z_][A-Za-z0-9_]*|\?)\}/);
    const plain = rest.match(/^([A-Za-z_][A-Za-z0-9_]*|\?)/);
    const match = braced ?? plain;
    if (!match) {
      index += 1;
      return '$';
    }
    index += 1 + match[0].length;
    return variables[match[1] as string] ?? '';
  };

  while (index < line.length) {
    const char = line[index] as string;
    if (char === ';') {
      endWord();
      if (words.length > 0) commands.push(words);
      words = [];
      index += 1;
    } else if (char === ' ' || char === '\t') {
      endWord();
      index += 1;
    } else if (char === "'") {
      const close = line.indexOf("'", index + 1);
      if (close < 0) throw new Error('syntax error: unterminated quoted string');
      word += line.slice(index + 1, close);
      inWord = true;
      index = close + 1;
    } else if (char === '"') {
      inWord = true;
      index += 1;
      while (line[index] !== '"') {
        if (index >= line.length) throw new Error('syntax error: unterminated quoted string');
        if (line[index] === '$') word += expand();
        else if (line[index] === '\\' && /["\\$`]/.test(line[index + 1] ?? '')) {
          word += line[index + 1];
          index += 2;
        } else word += line[index++];
      }
      index += 1;
    } else if (char === '\\') {
      word += line[index + 1] ?? '';
      inWord = true;
      index += 2;
    } else if (char === '$') {
      word += expand();
      inWord = true;
    } else {
      word += char;
      inWord = true;
      index += 1;
    }
  }
  endWord();
  if (words.length > 0) commands.push(words);
  return commands;
}

/** The index of the `))` that closes an arithmetic expansion opened before `from`. */
function findArithmeticEnd(line: string, from: number): number {
  let depth = 0;
  for (let index = from; index < line.length; index += 1) {
    const char = line[index];
    if (char === '(') depth += 1;
    else if (char === ')') {
      if (depth === 0) return line[index + 1] === ')' ? index : -1;
      depth -= 1;
    }
  }
  return -1;
}
