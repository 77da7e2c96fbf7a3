import * as v from 'valibot';

/**
 * The route params `{ id }` of a numeric id (1 to 9 digits), parsed to a number; anything
 * else is a 422 naming `id`.
 *
 * @example
 * const params = parseInput(idParamsSchema('a company id'), request.params, reply);
 */
export function idParamsSchema(what: string) {
  return v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, what), v.transform(Number)) });
}
