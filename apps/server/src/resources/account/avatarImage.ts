import { AVATAR_MAX_BYTES } from '@netfleet/contracts';

/** An avatar picture that passed {@link decodeAvatar}. */
export interface AvatarImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

/** The image type the bytes' magic number says, or null. */
function sniff(bytes: Buffer): AvatarImage['contentType'] | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF….WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/**
 * The picture of a `data:image/<type>;base64,…` URL (the contract has checked its shape),
 * or why it is refused: its bytes must really be the PNG, JPEG or WebP it says it is (the
 * magic number), and at most {@link AVATAR_MAX_BYTES}. What the browser gets back is then
 * never anything but an image.
 */
export function decodeAvatar(dataUrl: string): AvatarImage | { problem: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,(.*)$/s.exec(dataUrl);
  if (!match) return { problem: 'Choose a PNG, JPEG or WebP image.' };
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) {
    return { problem: `The image must be at most ${AVATAR_MAX_BYTES / 1024} KB.` };
  }
  const sniffed = sniff(bytes);
  if (sniffed === null || sniffed !== match[1]) {
    return { problem: 'The file is not a PNG, JPEG or WebP image.' };
  }
  return { contentType: sniffed, bytes };
}
