import {
  type ApiClient,
  type FormValue,
  isSessionEndedError,
  REQUEST_TIMEOUT_MESSAGE,
  serializeSearchParams,
  toApiError,
  toFormData,
} from '@netfleet/api-client';
import { FAILED_TO_SEND_MESSAGE } from '../core/errors/messages.js';
import { metaOf, type ResponseMeta } from '../core/submit/responseMeta.js';
import type { SubmitRequest, SubmitResponse } from '../core/submit/types.js';

/** What {@link createApiSender}'s `send` resolves with: the response, its parsed body and meta. */
export interface ApiSenderResponse extends SubmitResponse {
  /** The body's `meta` block (channel, MFA method, session ids), `{}` without one. */
  meta: ResponseMeta;
}

/** Options of {@link createApiSender}. */
export interface ApiSenderOptions {
  /** Progress of multipart uploads, `percent` from 0 to 1. */
  onUploadProgress?: (progress: { percent: number; transferredBytes: number; totalBytes: number }) => void;
}

/** The submit flow's `send` over the API client. */
export type ApiSender = (request: SubmitRequest) => Promise<ApiSenderResponse>;

/** The API client's ky instance. */
export type HttpClient = ApiClient['http'];
type RequestOptions = NonNullable<Parameters<HttpClient>[1]>;

// Parses a JSON body; anything else (HTML error pages, empty 204s) reads as no body.
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEmpty(data: Record<string, unknown>): boolean {
  return Object.keys(data).length === 0;
}

/**
 * Turns the API client's ky instance into the submit flow's `send`: it resolves with
 * `{ status, statusText, body, meta }` for every HTTP status (the flow sorts 401, 423, MFA and
 * errors itself) and throws only when no response came: an `ApiError` (status 0, "Failed to
 * send request. Try again later"; 408 "Request timed out. Try again later") or the
 * `SessionEndedError` of an ended session.
 *
 * - `get` sends the data as the query (arrays comma-joined, blanks skipped);
 * - `upload: true` sends multipart/form-data built by the api-client's `toFormData`
 *   (indexed array notation, booleans as `1`/`0`), never retried automatically;
 * - anything else sends JSON (no body for a `delete` or `get` without data);
 * - `baseURL` replaces the client's API base for this request.
 *
 * The client's own hooks still run: headers, XSRF, token refresh on a 401.
 *
 * @example
 * const flow = createSubmitFlow({ send: createApiSender(client), ... });
 */
export function createApiSender(client: { http: HttpClient }, options: ApiSenderOptions = {}): ApiSender {
  return async (request) => {
    const init: RequestOptions = {
      method: request.method,
      throwHttpErrors: false,
      context: { failure: FAILED_TO_SEND_MESSAGE, timeoutFailure: REQUEST_TIMEOUT_MESSAGE },
    };
    if (request.baseURL !== undefined) init.prefix = request.baseURL;
    if (request.method === 'get') {
      init.searchParams = serializeSearchParams(request.data as Parameters<typeof serializeSearchParams>[0]);
    } else if (request.upload) {
      init.body = toFormData(request.data as Record<string, FormValue>);
      // A drained upload stream cannot be replayed.
      init.retry = 0;
      if (options.onUploadProgress) init.onUploadProgress = options.onUploadProgress;
    } else if (!(request.method === 'delete' && isEmpty(request.data))) {
      init.json = request.data;
    }
    let response: Response;
    try {
      // The client's prefix joins with or without the leading slash.
      response = await client.http(request.url.replace(/^\/+/, ''), init);
    } catch (error) {
      if (isSessionEndedError(error)) throw error;
      // The client's hook has made it an ApiError already; a bare ky instance has not.
      throw toApiError(error, FAILED_TO_SEND_MESSAGE, REQUEST_TIMEOUT_MESSAGE);
    }
    const body = await readBody(response);
    return { status: response.status, statusText: response.statusText, body, meta: metaOf(body) };
  };
}
