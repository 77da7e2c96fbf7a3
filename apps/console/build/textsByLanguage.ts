import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Plugin, parseSync } from 'vite';

/** The languages whose texts a build moves out of the features' code: all but English. */
export const MOVED_LANGUAGES = ['nb', 'ja', 'uk'] as const;
export type MovedLanguage = (typeof MOVED_LANGUAGES)[number];

/** The id the console imports a language's texts by: `virtual:netfleet-texts/nb`. */
export const TEXTS_MODULE_PREFIX = 'virtual:netfleet-texts/';

/** What {@link splitTexts} took out of one module. */
export interface SplitTexts {
  /** The module without its non-English trees: same length, same lines (see below). */
  code: string;
  /** Per language, each namespace's tree as the source of a JavaScript object literal. */
  moved: Record<MovedLanguage, Map<string, string>>;
}

/** An ESTree node as the parser gives it: offsets in UTF-16 code units, as JavaScript strings. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function keyName(property: Node): string | undefined {
  if (property.computed) return undefined;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/**
 * Whether a tree is made of literals only (nested objects of strings, templates without
 * expressions), so its source means the same anywhere: it may move to another module.
 */
function isStaticTree(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as Node[]).length === 0;
  if (node.type !== 'ObjectExpression') return false;
  return (node.properties as Node[]).every(
    (property) =>
      property.type === 'Property' &&
      property.kind === 'init' &&
      !property.method &&
      keyName(property) !== undefined &&
      isStaticTree(property.value as Node),
  );
}

function visit(node: Node, onCall: (call: Node) => void): void {
  if (node.type === 'CallExpression') onCall(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, onCall);
    } else if (isNode(value)) {
      visit(value, onCall);
    }
  }
}

/** Spaces in place of `code`'s characters from `start` to `end`, its line breaks kept. */
const blank = (code: string, start: number, end: number) =>
  code.slice(0, start) + code.slice(start, end).replace(/[^\r\n]/g, ' ') + code.slice(end);

/**
 * Takes the Norwegian, Japanese and Ukrainian trees out of a module's
 * `defineTexts('namespace', { en, nb, ja, uk })` calls, leaving `{ en }`. A call is left whole
 * unless its namespace is a string and all three trees are literals (see {@link isStaticTree}),
 * each followed by a comma or the object's end. The trees are replaced by spaces, keeping every
 * other character where it was: the module's source map stays true without a new one.
 * `undefined` when the module has no such call.
 */
export function splitTexts(code: string, filename: string): SplitTexts | undefined {
  if (!code.includes('defineTexts(')) return undefined;
  const parsed = parseSync(filename, code, { lang: filename.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (parsed.errors.length > 0) return undefined;
  const moved = Object.fromEntries(
    MOVED_LANGUAGES.map((language) => [language, new Map<string, string>()]),
  ) as Record<MovedLanguage, Map<string, string>>;
  const ranges: [number, number][] = [];
  visit(parsed.program as unknown as Node, (call) => {
    const callee = call.callee as Node;
    const [namespaceNode, trees] = call.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineTexts') return;
    if (namespaceNode?.type !== 'Literal' || typeof namespaceNode.value !== 'string') return;
    if (trees?.type !== 'ObjectExpression') return;
    const namespace = namespaceNode.value;
    const found = new Map<MovedLanguage, Node>();
    for (const property of trees.properties as Node[]) {
      const name = property.type === 'Property' ? keyName(property) : undefined;
      const language = MOVED_LANGUAGES.find((candidate) => candidate === name);
      if (language) found.set(language, property);
    }
    const movable = MOVED_LANGUAGES.every((language) => {
      const property = found.get(language);
      if (!property || !isStaticTree(property.value as Node)) return false;
      const next = code.slice(property.end).match(/^\s*([,}])/);
      return next !== null;
    });
    if (!movable) return;
    for (const language of MOVED_LANGUAGES) {
      const property = found.get(language) as Node;
      const value = property.value as Node;
      if (moved[language].has(namespace))
        throw new Error(`${filename}: a second defineTexts('${namespace}').`);
      moved[language].set(namespace, code.slice(value.start, value.end));
      const comma = code.slice(property.end).match(/^\s*,/);
      ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
    }
  });
  if (ranges.length === 0) return undefined;
  let stripped = code;
  for (const [start, end] of ranges) stripped = blank(stripped, start, end);
  return { code: stripped, moved };
}

function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(root, file));
}

/**
 * Builds each language's texts into a chunk of its own: every `defineTexts` call under `roots`
 * keeps only its English in the code (see {@link splitTexts}), and
 * `virtual:netfleet-texts/<language>` exports the moved trees by namespace. The `loader` module
 * (its source returns nothing: from source every feature carries all its languages) becomes one
 * that imports the chunk of the language asked for. An English session loads no translation at
 * all; another loads its own language's only. Builds only: the dev server and the tests run the
 * source as written.
 */
export function textsByLanguage(options: { roots: readonly string[]; loader: string }): Plugin {
  const loader = resolve(options.loader);
  /** Each split module's source and what is left of it, from `buildStart`'s scan. */
  const split = new Map<string, { source: string; code: string }>();
  const trees = new Map<MovedLanguage, Map<string, string>>();
  let loaderBuilt = false;
  return {
    name: 'netfleet-texts-by-language',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      loaderBuilt = false;
      split.clear();
      trees.clear();
      for (const language of MOVED_LANGUAGES) trees.set(language, new Map());
      // Every module's trees, before any is transformed: a language's chunk may load first.
      for (const root of options.roots) {
        for (const file of sourceFiles(resolve(root))) {
          const source = readFileSync(file, 'utf8');
          const found = splitTexts(source, file);
          if (!found) continue;
          split.set(file, { source, code: found.code });
          for (const language of MOVED_LANGUAGES) {
            for (const [namespace, source] of found.moved[language]) {
              if (trees.get(language)?.has(namespace))
                this.error(`${file}: a second defineTexts('${namespace}').`);
              trees.get(language)?.set(namespace, source);
            }
          }
        }
      }
    },
    resolveId(source) {
      return source.startsWith(TEXTS_MODULE_PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${TEXTS_MODULE_PREFIX}`)) {
        const language = id.slice(TEXTS_MODULE_PREFIX.length + 1) as MovedLanguage;
        const byNamespace = trees.get(language);
        if (!byNamespace) return null;
        const entries = [...byNamespace].map(
          ([namespace, source]) => `  ${JSON.stringify(namespace)}: ${source},`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (id === loader) {
        loaderBuilt = true;
        const imports = MOVED_LANGUAGES.map(
          (language) => `  ${language}: () => import(${JSON.stringify(TEXTS_MODULE_PREFIX + language)}),`,
        );
        return [
          `const chunks = {\n${imports.join('\n')}\n};`,
          'export async function loadTranslations(language) {',
          '  const load = chunks[language];',
          '  return load ? (await load()).default : undefined;',
          '}',
        ].join('\n');
      }
      return null;
    },
    buildEnd(error) {
      // Without the loader, a session in another language would show English everywhere.
      if (!error && split.size > 0 && !loaderBuilt) {
        this.error(`The texts left the features' code, but ${loader} was not part of the build.`);
      }
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const scanned = split.get(file);
      if (!scanned) return null;
      // The scan split this very source already; parse again only if it changed since.
      const stripped = code === scanned.source ? scanned.code : splitTexts(code, file)?.code;
      return stripped === undefined ? null : { code: stripped, map: null };
    },
  };
}
