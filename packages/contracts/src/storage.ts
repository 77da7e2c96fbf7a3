import * as v from 'valibot';

/** A per-user storage entry: a key and a JSON-serialisable string value. */
export const StorageEntrySchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(191)),
  value: v.string(),
});
export type StorageEntry = v.InferOutput<typeof StorageEntrySchema>;

/** `GET /storage` body: `data` is the list of entries. */
export const StorageListResponseSchema = v.object({ data: v.array(StorageEntrySchema) });
export type StorageListResponse = v.InferOutput<typeof StorageListResponseSchema>;
