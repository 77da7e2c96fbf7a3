import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import { sendValidationError } from './sendValidationError.js';

/**
 * Validates a body, query or params object; on failure answers 422 `VALIDATION_FAILED`
 * naming the field and returns undefined.
 *
 * @example
 * const body = parseInput(StorageEntrySchema, request.body, reply);
 * if (!body) return reply;
 */
export function parseInput<T extends v.GenericSchema>(
  schema: T,
  input: unknown,
  reply: FastifyReply,
): v.InferOutput<T> | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  sendValidationError(reply, result.issues);
  return undefined;
}
