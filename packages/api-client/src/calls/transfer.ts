import type { KyInstance } from 'ky';
import { toApiError } from '../errors/toApiError.js';
import { type FormValue, toFormData } from './toFormData.js';

/** Progress of an upload: `percent` from 0 to 1. */
export interface UploadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/**
 * `POST` a payload as multipart/form-data (indexed array notation), reporting progress.
 * Never retried automatically: a drained upload stream cannot be replayed, so a 401 in
 * the middle of an upload surfaces as an error for the caller to resubmit.
 */
export async function upload<T>(
  http: KyInstance,
  path: string,
  payload: Record<string, FormValue>,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<T> {
  try {
    return await http
      .post(path, {
        body: toFormData(payload),
        retry: 0,
        signal: options.signal,
        onUploadProgress: options.onProgress,
      })
      .json<T>();
  } catch (error) {
    throw await toApiError(error, 'Failed to upload file');
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
    const response = await http.get(path, { searchParams, context: { skipCancel: true } });
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } catch (error) {
    throw await toApiError(error, 'Failed to download file');
  }
}
