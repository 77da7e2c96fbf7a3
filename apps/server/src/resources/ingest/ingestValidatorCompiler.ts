import { ERROR_CODES, type ErrorItem } from '@netfleet/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../../http/ApiError.js';
import { issueMessage, issuePath } from '../../http/issueMessage.js';

/**
 * The ingest scope's validator compiler: the contracts' valibot schemas, as in the console's
 * API, but each 422 item's `source` is the full dotted path of the failing value (at most 20
 * items), not just the top-level key a form field needs.
 */
export const ingestValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url }) => {
  if (typeof schema !== 'object' || schema === null || (schema as { kind?: unknown }).kind !== 'schema') {
    throw new Error(`${method} ${url}: the schema is not a valibot schema`);
  }
  const valibotSchema = schema as v.GenericSchema;
  return (data: unknown) => {
    const result = v.safeParse(valibotSchema, data);
    if (result.success) return { value: result.output };
    const items: ErrorItem[] = result.issues.slice(0, 20).map((issue) => ({
      code: ERROR_CODES.VALIDATION_FAILED,
      message: issueMessage(issue),
      // `samples.3.at`: the whole path, so a device's author finds the bad value in a long report.
      source: issuePath(issue),
    }));
    return { error: new ApiError(422, items) };
  };
};
