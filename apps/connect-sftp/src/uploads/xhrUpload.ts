import { apiErrorFromResponse, readXsrfToken } from '@netfleet/api-client';
import * as v from 'valibot';

/** Bytes sent so far of one upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

const UploadedSchema = v.object({ data: v.object({ uploaded: v.array(v.string()) }) });

/** The upload call's own fallback when the server said nothing we can show. */
export const UPLOAD_FAILED_MESSAGE = 'Failed to upload file';

/**
 * `POST /api/remote/sessions/{id}/sftp/upload?path=<folder>` (multipart, field `file`) with
 * XMLHttpRequest, resolving with the names written.
 *
 * Why not the api-client's `uploadSftpFile`: its progress comes from ky's streamed request
 * body, which Chromium sends only over HTTP/2 or QUIC; over the server's HTTP/1.1 the fetch
 * fails at once ("Failed to fetch"). XHR's `upload.onprogress` works on every transport and
 * still sends the body as the browser streams a File. The headers are the ones every API
 * call carries (X-Requested-With, the XSRF token from its cookie).
 */
export function xhrUpload(
  sessionId: number,
  folder: string,
  file: File,
  options: {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
    apiBase?: string;
    XhrImpl?: typeof XMLHttpRequest;
    cookies?: () => string;
  } = {},
): Promise<string[]> {
  const {
    apiBase = '/api',
    XhrImpl = XMLHttpRequest,
    cookies = () => document.cookie,
    onProgress,
    signal,
  } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XhrImpl();
    const url = `${apiBase}/remote/sessions/${sessionId}/sftp/upload?${new URLSearchParams({ path: folder })}`;
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const xsrf = readXsrfToken(cookies());
    if (xsrf) xhr.setRequestHeader('X-XSRF-TOKEN', xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = v.safeParse(UploadedSchema, body);
        if (parsed.success) resolve(parsed.output.data.uploaded);
        else reject(apiErrorFromResponse({ status: xhr.status, body: undefined }, UPLOAD_FAILED_MESSAGE));
        return;
      }
      reject(
        apiErrorFromResponse({ status: xhr.status, statusText: xhr.statusText, body }, UPLOAD_FAILED_MESSAGE),
      );
    };
    xhr.onerror = () => {
      done();
      reject(apiErrorFromResponse({ status: 0, body: undefined }, UPLOAD_FAILED_MESSAGE));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
