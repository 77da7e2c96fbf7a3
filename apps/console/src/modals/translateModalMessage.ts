import { MODAL_RESOURCES, type ModalResource } from '@netfleet/modals';
import type { SupportedLanguage } from '@netfleet/ui-kit';

/**
 * A message of the modal manager (`minimizeLimit`: "You can not minimize more than {count}
 * windows.") in `language`, with its values filled in; undefined for a key the modals'
 * texts do not have.
 *
 * @example
 * translateModalMessage('nb', 'minimizeLimit', { count: 5 });
 */
export function translateModalMessage(
  language: SupportedLanguage,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string | undefined {
  const text = (MODAL_RESOURCES[language] as ModalResource & Record<string, unknown>)[key];
  if (typeof text !== 'string') return undefined;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
