/**
 * `uci show <config>` of a UCI config file's text: `config.section=type`, then
 * `config.section.option='value'` lines; unnamed sections as `@type[n]`, lists as several
 * quoted values on one line. Lines that are not config/option/list are skipped, as uci does
 * with comments.
 */
export function showUci(config: string, text: string): string[] {
  const lines: string[] = [];
  const counts = new Map<string, number>();
  let section = '';
  let lists = new Map<string, string[]>();
  const flushLists = () => {
    for (const [key, values] of lists)
      lines.push(`${config}.${section}.${key}=${values.map(quote).join(' ')}`);
    lists = new Map();
  };
  for (const raw of text.split('\n')) {
    const words = splitUciLine(raw);
    const [keyword, first, second] = words;
    if (keyword === 'config' && first) {
      flushLists();
      const index = counts.get(first) ?? 0;
      counts.set(first, index + 1);
      section = second ?? `@${first}[${index}]`;
      lines.push(`${config}.${section}=${first}`);
    } else if (keyword === 'option' && section && first && second !== undefined) {
      lines.push(`${config}.${section}.${first}=${quote(second)}`);
    } else if (keyword === 'list' && section && first && second !== undefined) {
      lists.set(first, [...(lists.get(first) ?? []), second]);
    }
  }
  flushLists();
  return lines;
}

function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** `\toption name 'lan'` → ['option', 'name', 'lan']. */
function splitUciLine(line: string): string[] {
  const words: string[] = [];
  for (const match of line.trim().matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    if (match[3]?.startsWith('#')) break;
    words.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  return words;
}
