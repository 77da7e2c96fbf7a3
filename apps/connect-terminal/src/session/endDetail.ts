import { type BridgeEnd, connectKitTexts } from '@netfleet/connect-kit';

const plain = (text: string) =>
  text
    .trim()
    .replace(/[.。!]+$/u, '')
    .toLowerCase();

/**
 * The server's sentence to show under the end notice, or null when it only says the notice's
 * title again (the broker's English words for a plain end often equal connect-kit's title, in
 * English or in the page's language).
 */
export function endDetail(end: BridgeEnd, message: string | null, title: string): string | null {
  if (!message) return null;
  const english = (connectKitTexts.languages.en.ended as Record<string, string>)[end] ?? '';
  return plain(message) === plain(title) || plain(message) === plain(english) ? null : message;
}
