import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@netfleet/contracts';

/** The largest side of a picture sent: the header shows it at 26 px, the account page at 96. */
const AVATAR_SIZE = 256;

/** Why a chosen file cannot be a picture: its type, or its size. */
type AvatarProblem = 'type' | 'size';

/** Files larger than this are not even read (a photo straight from a camera is fine). */
const LARGEST_FILE_READ = 20 * 1024 * 1024;

/** The bytes a base64 `data:` URL holds. */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

/**
 * The picture to send for a chosen file: `type` unless it is PNG, JPEG or WebP, `size` when
 * even the resized square is over 256 KB, else its `data:` URL ({@link avatarDataUrl}).
 */
export async function prepareAvatar(
  file: File,
): Promise<{ dataUrl: string; problem?: never } | { problem: AvatarProblem; dataUrl?: never }> {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return { problem: 'type' };
  if (file.size > LARGEST_FILE_READ) return { problem: 'size' };
  const dataUrl = await avatarDataUrl(file);
  return dataUrlBytes(dataUrl) > AVATAR_MAX_BYTES ? { problem: 'size' } : { dataUrl };
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The picture as a `data:` URL of a square of at most {@link AVATAR_SIZE} pixels, cut from the
 * middle of the image with a canvas (WebP where the browser writes it, else PNG). Where there is
 * no canvas (tests) the file is sent as it is: the server checks it anyway.
 */
async function avatarDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return original;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const target = Math.min(side, AVATAR_SIZE);
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (!context || side === 0) return original;
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    target,
    target,
  );
  bitmap.close();
  const webp = canvas.toDataURL('image/webp', 0.9);
  const resized = webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/png');
  // A tiny original may be smaller than its redraw: send the smaller.
  return resized.length < original.length || original.length > (AVATAR_MAX_BYTES * 4) / 3
    ? resized
    : original;
}
