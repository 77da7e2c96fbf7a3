import { en, type UiKitResource } from './resources/en.js';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${StripPlural<K>}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text key of the kit, dot-separated, plural suffixes removed (`'table.selected'`). */
export type UiKitTextKey = Leaves<typeof en>;

/** Values interpolated into `{{name}}` placeholders; `count` also picks the plural form. */
export type UiKitTextValues = Readonly<Record<string, string | number>> & { readonly count?: number };

/** Translates a kit text key. */
export type UiKitTranslate = (key: UiKitTextKey, values?: UiKitTextValues) => string;

const PLURAL_SUFFIXES = new Set<string>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The key without its i18next plural suffix (`selected_one` → `selected`). */
export function stripPluralSuffix(key: string): string {
  const at = key.lastIndexOf('_');
  return at > 0 && PLURAL_SUFFIXES.has(key.slice(at + 1)) ? key.slice(0, at) : key;
}

function lookup(resource: UiKitResource, path: string): string | undefined {
  let node: string | UiKitResource | undefined = resource;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{{name}}` placeholders (i18next's default syntax) with the given values. */
export function interpolate(text: string, values: UiKitTextValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

const rulesByLanguage = new Map<string, Intl.PluralRules>();

/** `Intl.PluralRules` are costly to create: one per language. */
function pluralRules(language: string): Intl.PluralRules {
  let rules = rulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    rulesByLanguage.set(language, rules);
  }
  return rules;
}

/**
 * Translates from one resource without i18next, with i18next's plural suffixes
 * chosen by `Intl.PluralRules`. The kit uses it with English when the app has not
 * given an i18next instance, and as the default value of every i18next lookup.
 */
export function translateFrom(
  resource: UiKitResource,
  language: string,
  key: string,
  values?: UiKitTextValues,
): string {
  let text: string | undefined;
  if (typeof values?.count === 'number') {
    const category = pluralRules(language).select(values.count);
    text = lookup(resource, `${key}_${category}`) ?? lookup(resource, `${key}_other`);
  }
  text ??= lookup(resource, key);
  return text === undefined ? key : interpolate(text, values);
}

/** English translation of a kit key (the fallback of every lookup). */
export function translateEnglish(key: UiKitTextKey, values?: UiKitTextValues): string {
  return translateFrom(en, 'en', key, values);
}
