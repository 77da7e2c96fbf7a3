import type { SupportedLanguage } from '../languages.js';
import { en, type UiKitResource } from './en.js';
import { ja } from './ja.js';
import { nb } from './nb.js';
import { uk } from './uk.js';

/**
 * The kit's texts per language, ready for i18next's `resources[language][UI_KIT_NAMESPACE]`.
 * Kept apart from the language list, so that a language picker does not bundle every translation.
 */
export const UI_KIT_RESOURCES: Readonly<Record<SupportedLanguage, UiKitResource>> = { en, nb, ja, uk };

export type { UiKitResource };
