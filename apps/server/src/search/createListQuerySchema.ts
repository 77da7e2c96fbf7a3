import * as v from 'valibot';
import type { ListKind } from './ListKind.js';

/** A validated list query of one {@link ListKind}. */
export interface ListKindQuery {
  limit: number;
  offset: number;
  sort: { field: string; descending: boolean };
  /** Trimmed search text, or null for no text filter. */
  q: string | null;
  /** The fields to return, `id` first; null for every field of the kind. */
  fields: string[] | null;
  /**
   * The fields `q` matches: the kind's defaults without `search-fields`, else the named ones the
   * kind has (possibly none: then `q` matches nothing).
   */
  searchFields: string[];
}

/** Search text longer than this is refused: no searchable field is that long. */
export const MAX_QUERY_LENGTH = 200;

/** Names known across kinds: a name another kind has is ignored, an unknown one refused. */
export interface KnownNames {
  fields: ReadonlySet<string>;
  searchFields: ReadonlySet<string>;
}

const intParam = (min: number, max: number) =>
  v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));

/** A comma list: trimmed, empties dropped, duplicates dropped (first wins). */
function commaList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

/**
 * The query schema of a list: `limit` (1 to the kind's maximum), `offset`, `sort` (a sortable
 * field, `-field` for descending), `q` (at most 200 characters), `fields` and `search-fields`
 * (comma lists). Issues carry the parameter name as their path, for a 422 naming it.
 * A repeated parameter (an array) is refused.
 */
export function createListQuerySchema(kind: ListKind, known: KnownNames) {
  const sortable: ReadonlySet<string> = new Set(kind.sortFields);
  return v.pipe(
    v.object({
      limit: v.optional(intParam(1, kind.maxLimit), kind.defaultLimit),
      offset: v.optional(intParam(0, Number.MAX_SAFE_INTEGER), 0),
      sort: v.optional(v.string()),
      q: v.optional(v.string()),
      fields: v.optional(v.string()),
      'search-fields': v.optional(v.string()),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }): ListKindQuery => {
      const input = dataset.value;
      const fail = (key: string, message: string) => {
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input, key, value: input[key as keyof typeof input] }],
        });
        return NEVER;
      };

      const sortText = input.sort?.trim() || kind.defaultSort;
      const descending = sortText.startsWith('-');
      const sortField = descending ? sortText.slice(1) : sortText;
      if (!sortable.has(sortField)) {
        return fail('sort', `sort by one of ${kind.sortFields.join(', ')}, with - for descending`);
      }

      const q = input.q?.trim() ?? '';
      if (q.length > MAX_QUERY_LENGTH) return fail('q', `at most ${MAX_QUERY_LENGTH} characters`);

      let fields: string[] | null = null;
      if (input.fields !== undefined) {
        const names = commaList(input.fields);
        const unknown = names.find((name) => !known.fields.has(name) && !Object.hasOwn(kind.columns, name));
        if (unknown !== undefined) return fail('fields', `unknown field ${unknown}`);
        fields = ['id', ...names.filter((name) => name !== 'id' && Object.hasOwn(kind.columns, name))];
      }

      let searchFields = [...kind.defaultSearchFields];
      if (input['search-fields'] !== undefined) {
        const names = commaList(input['search-fields']);
        const unknown = names.find(
          (name) => !known.searchFields.has(name) && !Object.hasOwn(kind.searchFields, name),
        );
        if (unknown !== undefined) return fail('search-fields', `unknown search field ${unknown}`);
        searchFields = names.filter((name) => Object.hasOwn(kind.searchFields, name));
      }

      return {
        limit: input.limit,
        offset: input.offset,
        sort: { field: sortField, descending },
        q: q === '' ? null : q,
        fields,
        searchFields,
      };
    }),
  );
}
