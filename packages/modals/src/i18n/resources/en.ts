import { type ModalTexts, texts } from '../../texts.js';

/**
 * Shape of a language resource of the modals: exactly the keys of the English
 * {@link texts}, each a string. Placeholders stay `{name}` (filled by `formatText`).
 */
export type ModalResource = {
  readonly [K in keyof ModalTexts]: ModalTexts[K] extends string
    ? string
    : { readonly [L in keyof ModalTexts[K]]: string };
};

/** English texts: `texts` of `src/texts.ts`, the reference every language must match (a test checks it). */
export const en: ModalResource = texts;
