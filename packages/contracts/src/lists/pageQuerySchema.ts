import * as v from 'valibot';

const intParam = (name: string, min: number, max: number) =>
  v.pipe(
    v.unknown(),
    v.transform(Number),
    v.number(`${name} must be a whole number`),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

/**
 * The query of a list that only pages (`limit`, `offset`), newest or keyed order fixed by the
 * endpoint: the signed-in user's notifications and storage.
 *
 * @example
 * const NotificationPageQuerySchema = pageQuerySchema({ defaultLimit: 20, maxLimit: 100 });
 */
export function pageQuerySchema(options: { defaultLimit: number; maxLimit: number }) {
  return v.object({
    limit: v.optional(intParam('limit', 1, options.maxLimit), options.defaultLimit),
    offset: v.optional(intParam('offset', 0, Number.MAX_SAFE_INTEGER), 0),
  });
}

/** `GET /notifications?limit=20&offset=0`. */
export const NotificationPageQuerySchema = pageQuerySchema({ defaultLimit: 20, maxLimit: 100 });

/** `GET /storage?limit=100&offset=0`. */
export const StoragePageQuerySchema = pageQuerySchema({ defaultLimit: 100, maxLimit: 100 });
