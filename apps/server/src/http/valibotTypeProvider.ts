import type { FastifyTypeProvider } from 'fastify';
import type * as v from 'valibot';

/**
 * Types a route's `request.body`, `request.query` and `request.params` from the valibot schemas
 * of its `schema` option (their output: what the validator compiler leaves on the request).
 *
 * @example
 * const api = app.withTypeProvider<ValibotTypeProvider>();
 * api.post('/tags', { schema: { body: TagSchema } }, async (request) => request.body.name);
 */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}
