import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { ApiError } from '../errors/ApiError.js';
import { toApiError } from '../errors/toApiError.js';
import type { JsonResult } from './requestJson.js';
import { type FormValue, toFormData } from './toFormData.js';
import { type UploadProgress, xhrFetch } from './xhrFetch.js';

export type { UploadProgress };

/** Options of {@link upload}. */
export interface UploadOptions<Schema extends v.GenericSchema | undefined> {
  /** The contracts schema of the success body; without one the body is not read. */
  schema?: Schema;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * `POST` a payload as multipart/form-data (indexed array notation), reporting progress,
 * and parse the answer with `options.schema`. Never retried automatically: a drained
 * upload stream cannot be replayed, so a 401 in the middle of an upload surfaces as an
 * error for the caller to resubmit.
 *
 * With `onProgress` in a browser the body goes by XMLHttpRequest ({@link xhrFetch}): fetch
 * reports upload progress only through a streamed body, which Chromium refuses over
 * HTTP/1.1. The call is still ky's — same URL, headers, hooks, abort and ApiError — only the
 * transport differs.
 */
export async function upload<Schema extends v.GenericSchema | undefined = undefined>(
  http: KyInstance,
  path: string,
  payload: Record<string, FormValue>,
  options: UploadOptions<Schema> = {},
): Promise<JsonResult<Schema>> {
  const failure = 'Failed to upload file';
  const body = toFormData(payload);
  const { onProgress } = options;
  const byXhr = onProgress !== undefined && typeof globalThis.XMLHttpRequest === 'function';
  let response: Response;
  try {
    response = await http.post(path, {
      body,
      retry: 0,
      signal: options.signal,
      ...(byXhr ? { fetch: xhrFetch(body, onProgress) } : { onUploadProgress: onProgress }),
      context: { failure },
    });
  } catch (error) {
    throw toApiError(error, failure);
  }
  if (options.schema === undefined) return undefined as JsonResult<Schema>;
  try {
    return v.parse(options.schema, await response.json()) as JsonResult<Schema>;
  } catch (error) {
    throw new ApiError(failure, response.status, [], { statusText: response.statusText, cause: error });
  }
}

/** Reads the file name of a `Content-Disposition` header (RFC 6266, `filename*` first). */
export function fileNameOf(contentDisposition: string | null, fallback = 'download'): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // A name is a name, never a path.
  return name.replace(/^.*[\\/]/, '') || fallback;
}

/**
 * Downloads a file: the body as a Blob and its name from Content-Disposition. A 401 is
 * retried once after a token refresh by the client's own 401 handling.
 */
export async function download(
  http: KyInstance,
  path: string,
  searchParams?: URLSearchParams,
): Promise<{ blob: Blob; fileName: string }> {
  try {
    const response = await http.get(path, {
      searchParams,
      context: { skipCancel: true, failure: 'Failed to download file' },
    });
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    throw toApiError(error, 'Failed to download file');
  }
}
