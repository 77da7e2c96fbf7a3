import type { Options } from 'ky';
import * as v from 'valibot';
import type { ApiClient, RequestContext } from '../createApiClient.js';
import { ApiError, isSessionEndedError } from '../errors/ApiError.js';
import { toApiError } from '../errors/toApiError.js';
import { type SearchParamValue, serializeSearchParams } from '../http/serializeSearchParams.js';

/** HTTP methods of the API. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call of {@link requestJson}. */
export interface JsonRequest<Schema extends v.GenericSchema | undefined> {
  /** Defaults to `'get'`. */
  method?: ApiMethod;
  /** Path under the API base (`tags`, `companies/4`), or a `URL` outside it (same headers). */
  path: string | URL;
  /** The query, serialised the spec's way: arrays comma-joined, blanks skipped. */
  query?: Readonly<Record<string, SearchParamValue>>;
  /** The JSON body. */
  json?: unknown;
  /**
   * The contracts schema of the success body; the call resolves with its output. Without
   * one the body is not read and the call resolves with `undefined`.
   */
  schema: Schema;
  /** The message of the {@link ApiError} when the call fails and the server said nothing. */
  failure: string;
  /** Its message on a timeout; defaults to `failure`. */
  timeoutFailure?: string;
  /** Milliseconds, or `false` (the default: no timeout, spec §7). */
  timeout?: number | false;
  signal?: AbortSignal;
  /** Keep this GET out of the cancel-on-repeat and cancel-on-route-change rules. */
  skipCancel?: boolean;
}

/** What {@link requestJson} resolves with. */
export type JsonResult<Schema extends v.GenericSchema | undefined> = Schema extends v.GenericSchema
  ? v.InferOutput<Schema>
  : undefined;

/**
 * Sends one API call and parses its answer with the contracts schema (`v.parse`; never a
 * cast). Rejects with an {@link ApiError} for every failure — an HTTP error, a timeout, no
 * response, and a body that breaks the contract (the status of the response, no error
 * items, `failure` as message, the valibot error as `cause`) — or with a
 * `SessionEndedError` once the session is over.
 *
 * Every resource call of this package is one `requestJson`.
 *
 * @example
 * const page = await requestJson(client, {
 *   path: 'tags',
 *   query: { limit: 25, q: 'north' },
 *   schema: listResponseSchema(TagRowSchema),
 *   failure: 'Failed to get tags',
 * });
 */
export async function requestJson<Schema extends v.GenericSchema | undefined>(
  client: Pick<ApiClient, 'http'>,
  request: JsonRequest<Schema>,
): Promise<JsonResult<Schema>> {
  const context = {
    failure: request.failure,
    ...(request.timeoutFailure !== undefined && { timeoutFailure: request.timeoutFailure }),
    ...(request.skipCancel && { skipCancel: true }),
  } satisfies RequestContext;
  const options: Options = { method: request.method ?? 'get', context };
  if (request.query) options.searchParams = serializeSearchParams(request.query);
  if (request.json !== undefined) options.json = request.json;
  if (request.timeout !== undefined) options.timeout = request.timeout;
  if (request.signal) options.signal = request.signal;
  const path = typeof request.path === 'string' ? request.path.replace(/^\/+/, '') : request.path;

  let response: Response;
  try {
    response = await client.http(path, options);
  } catch (error) {
    // The client's hook has made it an ApiError already; a bare ky instance has not.
    throw rethrowable(error, request);
  }
  if (request.schema === undefined) return undefined as JsonResult<Schema>;
  try {
    const body: unknown = await response.json();
    return v.parse(request.schema, body) as JsonResult<Schema>;
  } catch (error) {
    throw new ApiError(request.failure, response.status, [], {
      statusText: response.statusText,
      cause: error,
    });
  }
}

function rethrowable(error: unknown, request: JsonRequest<v.GenericSchema | undefined>): Error {
  if (isSessionEndedError(error)) return error;
  return toApiError(error, request.failure, request.timeoutFailure);
}
