import * as v from 'valibot';
import { StorageEntrySchema } from './storage.js';

/** Longest stored value, in bytes of UTF-8: settings are small JSON documents (64 KiB). */
export const STORAGE_VALUE_MAX_LENGTH = 65_536;
/** Most entries one user may hold. */
export const STORAGE_MAX_ENTRIES = 500;

const KeySchema = StorageEntrySchema.entries.key;
const ValueSchema = v.pipe(
  StorageEntrySchema.entries.value,
  v.maxBytes(
    STORAGE_VALUE_MAX_LENGTH,
    `value must be at most 64 KiB (${STORAGE_VALUE_MAX_LENGTH} bytes of UTF-8)`,
  ),
);

/** `POST /storage { key, value }`. */
export const StorageCreateSchema = v.object({ key: KeySchema, value: ValueSchema });
/** `PUT /storage/{key} { value }`. */
export const StorageUpdateSchema = v.object({ value: ValueSchema });
/** `{ key }` of `/storage/{key}`. */
export const StorageKeyParamsSchema = v.object({ key: KeySchema });
