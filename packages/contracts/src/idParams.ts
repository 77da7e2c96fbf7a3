import * as v from 'valibot';

/**
 * The route params `{ id }` of a numeric id (1 to 9 digits), parsed to a number; anything
 * else is a 422 naming `id`, with `message`.
 *
 * @example
 * const CompanyIdParamsSchema = idParamsSchema('The company id must be a number');
 */
export function idParamsSchema(message: string) {
  return v.object({ id: v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number)) });
}

/** `{ id }` of a path such as `/companies/{id}`. */
export const IdParamsSchema = idParamsSchema('The id must be a whole number');
