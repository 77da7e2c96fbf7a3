import * as v from 'valibot';

/**
 * `meta` of a page of a list: `total` counts every match, not this page (or estimates it, see
 * `total_estimated`); `next` is the
 * `after` cursor of the following page (keyset paging), present only when more rows follow
 * and the list supports cursors.
 */
export const ListMetaSchema = v.object({
  total: v.number(),
  next: v.optional(v.string()),
  /** True when `total` is an estimate (the device list beyond 1,000 matches): show "about N". */
  total_estimated: v.optional(v.boolean()),
});
export type ListMeta = v.InferOutput<typeof ListMetaSchema>;

/**
 * The body of a page of a list: `{ data: item[], meta: { total, next? } }`.
 *
 * @example
 * const TagPageSchema = listResponseSchema(TagRowSchema);
 */
export function listResponseSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: ListMetaSchema });
}
export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

/**
 * Query of a paged list. `sort` is a field name, `-name` for descending.
 * `fields` limits the returned columns.
 */
export const ListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000)),
    25,
  ),
  offset: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0)), 0),
  sort: v.optional(v.string()),
  q: v.optional(v.string()),
  fields: v.optional(v.string()),
});
export type ListQuery = v.InferInput<typeof ListQuerySchema>;
export type ParsedListQuery = v.InferOutput<typeof ListQuerySchema>;

/** What a client passes for a paged list; serialised to the query of {@link ListQuerySchema}. */
export interface ListParams {
  limit?: number;
  offset?: number;
  /** A field name, `-name` for descending. */
  sort?: string;
  q?: string;
  fields?: readonly string[];
  /** `meta.next` of the previous page: keyset paging instead of `offset`. */
  after?: string;
}
