import { formatText, type ModalTexts, texts } from '../texts.js';
import type { ModalResource } from './resources/en.js';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every text key of the modals, dot-separated (`'applyConfig.title'`). */
export type ModalTextKey = Leaves<ModalTexts>;

/** Values filled into `{name}` placeholders. */
export type ModalTextValues = Readonly<Record<string, string | number>>;

/** Translates a modals text key. */
export type ModalTranslate = (key: ModalTextKey, values?: ModalTextValues) => string;

type ResourceNode = string | { readonly [key: string]: ResourceNode };

/** The raw text (placeholders unfilled) of a key, or `undefined` when the resource lacks it. */
export function lookupText(resource: ModalResource, key: string): string | undefined {
  let node: ResourceNode | undefined = resource;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates from one resource without i18next; the key itself when the resource lacks it. */
export function translateFrom(resource: ModalResource, key: string, values?: ModalTextValues): string {
  const text = lookupText(resource, key);
  if (text === undefined) return key;
  return values ? formatText(text, values) : text;
}

/** English translation of a key (the fallback of every lookup). */
export function translateEnglish(key: ModalTextKey, values?: ModalTextValues): string {
  return translateFrom(texts, key, values);
}

/**
 * Texts the React-free core fills in when the caller gave none (prompt buttons, the preset
 * prompts' titles and confirm buttons), by their English value. The host shows them translated.
 */
const DEFAULT_TEXT_KEYS: ReadonlyMap<string, ModalTextKey> = new Map<string, ModalTextKey>([
  [texts.confirm, 'confirm'],
  [texts.cancel, 'cancel'],
  [texts.applyConfig.title, 'applyConfig.title'],
  [texts.applyConfig.confirm, 'applyConfig.confirm'],
  [texts.monitoringTemplatesRemove.title, 'monitoringTemplatesRemove.title'],
  [texts.monitoringTemplatesRemove.confirm, 'monitoringTemplatesRemove.confirm'],
]);

/**
 * A text from the modal state, translated when it is one of the English defaults the core
 * filled in ("Confirm", "Cancel", "Apply configuration", …); the caller's own text otherwise.
 */
export function translateDefaultText(t: ModalTranslate, text: string): string {
  const key = DEFAULT_TEXT_KEYS.get(text);
  return key ? t(key) : text;
}
