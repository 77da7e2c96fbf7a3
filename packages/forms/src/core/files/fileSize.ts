import { ruleMessage } from '../messages/ruleMessages.js';

/** The default maximum size of an uploaded file: 83886080 bytes (80 MB). */
export const MAX_FILE_SIZE = 83_886_080;

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A compact size for messages, in 1024 steps with at most two decimals and no space:
 * `83886080` → `'80MB'`, `1536` → `'1.5KB'`, `500` → `'500B'`.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number((bytes / 1024 ** exponent).toFixed(2));
  return `${value}${UNITS[exponent]}`;
}

/** "Maximum file size is {size}". */
export function maxFileSizeMessage(maxSize: number = MAX_FILE_SIZE): string {
  return ruleMessage('fileSize', { size: formatFileSize(maxSize) });
}
