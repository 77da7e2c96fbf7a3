/** The error message of a string that is not base64url (spec forms §8). */
export const ILLEGAL_BASE64URL = 'Illegal base64url string';

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/**
 * Decodes base64url (RFC 4648 §5, padding optional) to text, read as UTF-8. A length that
 * no encoding produces (one character past a multiple of four) or a character outside the
 * alphabet fails with "Illegal base64url string" (spec forms §8).
 *
 * @example
 * decodeBase64Url('eyJzdWIiOjF9'); // '{"sub":1}'
 * decodeBase64Url('abcde');        // throws Error('Illegal base64url string')
 */
export function decodeBase64Url(input: string): string {
  const bare = input.replace(/=+$/, '');
  if (!BASE64URL.test(input) || bare.length % 4 === 1) throw new Error(ILLEGAL_BASE64URL);
  const base64 = bare
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(bare.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
