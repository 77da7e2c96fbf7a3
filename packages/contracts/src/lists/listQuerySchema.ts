import * as v from 'valibot';
import { decodeListCursor, encodeListCursor, type ListCursor } from './listCursor.js';

/** Search text longer than this is refused: no searchable field is that long. */
export const MAX_LIST_QUERY_LENGTH = 200;

/** A filter parameter of a list: a valibot schema of the query string's text. */
export type ListFilterSchema = v.GenericSchema<string, unknown>;

/**
 * What one list endpoint accepts, as data: its returnable fields, the fields `q` matches,
 * the sorts, the page sizes and its own filters. The server's list query and the console's
 * tables read the same spec.
 */
export interface ListSpec<
  F extends string = string,
  S extends string = string,
  Filters extends Record<string, ListFilterSchema> = Record<string, ListFilterSchema>,
> {
  /** Fields `fields` may name. Must hold `id`. */
  fields: readonly F[];
  /** Fields returned when `fields` is not given; every field when left out. */
  defaultFields?: readonly F[];
  /** Fields `q` can match (`search-fields` picks from these). */
  searchFields: readonly S[];
  /** Fields `q` matches without `search-fields`. */
  defaultSearchFields: readonly S[];
  /** Sorts: `sort=name`, `sort=-name` for descending. */
  sortFields: readonly string[];
  /** `name` or `-created_at`. */
  defaultSort: string;
  defaultLimit: number;
  maxLimit: number;
  /** The list's own filter parameters, e.g. `company_id`. */
  filters: Filters;
}

/** A validated list query of a {@link ListSpec}. */
export interface ListQueryOf<
  F extends string = string,
  S extends string = string,
  Filters extends Record<string, ListFilterSchema> = Record<string, ListFilterSchema>,
> {
  limit: number;
  offset: number;
  /** The keyset cursor of `after`; null for offset paging. */
  after: ListCursor | null;
  sort: { field: string; descending: boolean };
  /** Trimmed search text, or null for no text filter. */
  q: string | null;
  /** The fields to return, `id` first. */
  fields: F[];
  /**
   * The fields `q` matches: the defaults without `search-fields`, else the named ones the list
   * has (possibly none: then `q` matches nothing).
   */
  searchFields: S[];
  /** The filters given. */
  filters: { [K in keyof Filters]?: v.InferOutput<Filters[K]> };
}

/** The validated query of a spec. */
export type ListQueryOfSpec<T> =
  T extends ListSpec<infer F, infer S, infer Filters> ? ListQueryOf<F, S, Filters> : never;

/**
 * A {@link ListSpec} with its literal names kept, for {@link listQuerySchema}.
 *
 * @example
 * const TAG_LIST = defineListSpec({ fields: ['id', 'name'], searchFields: ['name'], … });
 */
export function defineListSpec<
  const F extends string,
  const S extends string,
  const Filters extends Record<string, ListFilterSchema> = Record<never, ListFilterSchema>,
>(spec: ListSpec<F, S, Filters>): ListSpec<F, S, Filters> {
  return spec;
}

const intParam = (name: string, min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.transform(Number),
    v.number(`${name} must be a whole number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const text = (name: string) => v.string(`${name} must be given once`);

/** A comma list: trimmed, empties dropped, duplicates dropped (first wins). */
function commaList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

/**
 * The query schema of a list: `limit` (1 to the spec's maximum), `offset`, `after` (the
 * `meta.next` cursor of the previous page, instead of `offset`), `sort` (a sortable field,
 * `-field` for descending), `q` (at most 200 characters), `fields` and `search-fields` (comma
 * lists) and the spec's filters. Issues carry the parameter name as their path and name it in
 * their message, for a 422 naming it. A repeated parameter (an array) is refused. Names in
 * `tolerate` that the list lacks are ignored in `fields` and `search-fields` instead of refused.
 *
 * @example
 * v.parse(listQuerySchema(TAG_LIST), { sort: '-name', company_id: '4' });
 */
export function listQuerySchema<
  F extends string,
  S extends string,
  Filters extends Record<string, ListFilterSchema>,
>(spec: ListSpec<F, S, Filters>, options: { tolerate?: ReadonlySet<string> } = {}) {
  const tolerated = options.tolerate ?? new Set<string>();
  const sortable: ReadonlySet<string> = new Set(spec.sortFields);
  const fieldNames: ReadonlySet<string> = new Set(spec.fields);
  const searchNames: ReadonlySet<string> = new Set(spec.searchFields);
  const filterEntries = Object.fromEntries(
    Object.entries(spec.filters).map(([name, schema]) => [name, v.optional(schema)]),
  ) as { [K in keyof Filters]: v.OptionalSchema<Filters[K], undefined> };
  return v.pipe(
    v.object({
      limit: v.optional(intParam('limit', 1, spec.maxLimit), spec.defaultLimit),
      offset: v.optional(intParam('offset', 0, Number.MAX_SAFE_INTEGER)),
      after: v.optional(text('after')),
      sort: v.optional(text('sort')),
      q: v.optional(text('q')),
      fields: v.optional(text('fields')),
      'search-fields': v.optional(text('search-fields')),
      ...filterEntries,
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }): ListQueryOf<F, S, Filters> => {
      const input = dataset.value as Record<string, unknown> & {
        limit: number;
        offset?: number;
        after?: string;
        sort?: string;
        q?: string;
        fields?: string;
        'search-fields'?: string;
      };
      const fail = (key: string, message: string) => {
        addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
        return NEVER;
      };

      const sortText = input.sort?.trim() || spec.defaultSort;
      const descending = sortText.startsWith('-');
      const sortField = descending ? sortText.slice(1) : sortText;
      if (!sortable.has(sortField)) {
        return fail('sort', `sort must be one of ${spec.sortFields.join(', ')}, with - for descending`);
      }

      let after: ListCursor | null = null;
      if (input.after !== undefined) {
        if (input.offset !== undefined) return fail('after', 'Use after or offset, not both');
        after = decodeListCursor(input.after);
        if (after === null) return fail('after', 'after must be the meta.next of a previous page');
        if (after.sort !== sortText) return fail('after', 'after belongs to another sort; start again');
      }

      const q = input.q?.trim() ?? '';
      if (q.length > MAX_LIST_QUERY_LENGTH) {
        return fail('q', `q must be at most ${MAX_LIST_QUERY_LENGTH} characters`);
      }

      let fields = [...(spec.defaultFields ?? spec.fields)] as F[];
      if (input.fields !== undefined) {
        const names = commaList(input.fields);
        const unknown = names.find((name) => !fieldNames.has(name) && !tolerated.has(name));
        if (unknown !== undefined) return fail('fields', `fields: unknown field ${unknown}`);
        fields = names.filter((name) => fieldNames.has(name)) as F[];
      }
      fields = ['id' as F, ...fields.filter((name) => name !== 'id')];

      let searchFields = [...spec.defaultSearchFields];
      if (input['search-fields'] !== undefined) {
        const names = commaList(input['search-fields']);
        const unknown = names.find((name) => !searchNames.has(name) && !tolerated.has(name));
        if (unknown !== undefined) return fail('search-fields', `search-fields: unknown field ${unknown}`);
        searchFields = names.filter((name) => searchNames.has(name)) as S[];
      }

      const filters: Record<string, unknown> = {};
      for (const name of Object.keys(spec.filters)) {
        if (input[name] !== undefined) filters[name] = input[name];
      }

      return {
        limit: input.limit,
        offset: input.offset ?? 0,
        after,
        sort: { field: sortField, descending },
        q: q === '' ? null : q,
        fields,
        searchFields,
        filters: filters as ListQueryOf<F, S, Filters>['filters'],
      };
    }),
  );
}

/** The `meta.next` of a page whose last row had this sort value and id (see {@link ListCursor}). */
export function nextListCursor(
  sort: { field: string; descending: boolean },
  value: ListCursor['value'],
  id: number,
) {
  return encodeListCursor({ sort: `${sort.descending ? '-' : ''}${sort.field}`, value, id });
}
