import { ERROR_CODES } from '@netfleet/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ApiError } from './ApiError.js';
import { validationErrorItems } from './validationErrorItems.js';

function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Fastify's validator compiler for the API: a route's `schema.body`, `schema.querystring` and
 * `schema.params` are valibot schemas from `@netfleet/contracts`. A valid part is replaced by
 * the schema's output (trimmed, numbers parsed); an invalid one answers 422
 * `VALIDATION_FAILED` with one item per failing field, `source` the field or parameter. A
 * missing or non-object body reads as `{}`, so each required field reports "{label} is
 * required" rather than one "Invalid type".
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const { schema, httpPart, method, url } = route;
  if (!isValibotSchema(schema)) {
    throw new Error(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a valibot schema`);
  }
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (result.success) return { value: result.output };
    let { issues } = result;
    if (httpPart === 'body' && !isPlainObject(data)) {
      const asEmpty = v.safeParse(schema, {});
      if (!asEmpty.success) issues = asEmpty.issues;
    }
    const items = validationErrorItems(issues);
    return {
      error: new ApiError(
        422,
        items.length > 0
          ? items
          : [{ code: ERROR_CODES.VALIDATION_FAILED, message: 'Invalid request', source: null }],
      ),
    };
  };
};
