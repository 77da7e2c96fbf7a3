/** Progress of an upload: `percent` from 0 to 1 (ky's `onUploadProgress` shape). */
export interface UploadProgress {
  percent: number;
  transferredBytes: number;
  totalBytes: number;
}

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The headers of `getAllResponseHeaders()` (`name: value` lines). */
function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for one upload that sends `body` with XMLHttpRequest and reports its progress.
 *
 * Why: progress through fetch needs a streamed request body, which Chromium sends only over
 * HTTP/2 or QUIC — over HTTP/1.1 the fetch fails at once ("Failed to fetch"). XHR's
 * `upload.onprogress` works on every transport, and the browser streams a File from disk.
 *
 * ky calls it with the Request its hooks prepared, so the URL under the API base, the headers
 * every call carries (X-Requested-With, the XSRF token for our own origin, X-SPA-VERSION), the
 * credentials mode and the signal are all taken from that Request; only the body is the
 * caller's own `FormData` (the Request's copy is a stream, and its Content-Type names that
 * copy's boundary, so XHR sets its own). A network failure rejects like fetch does (a
 * TypeError), an abort with the signal's reason; ky maps both, and error statuses, to an
 * ApiError as for any other call.
 */
export function xhrFetch(
  body: FormData,
  onProgress: (progress: UploadProgress) => void,
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { signal } = request;
      const aborted = () => signal.reason ?? new DOMException('The upload was cancelled', 'AbortError');
      if (signal.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      request.headers.forEach((value, name) => {
        if (name !== 'content-type' && name !== 'content-length') xhr.setRequestHeader(name, value);
      });
      xhr.upload.onprogress = (event) => {
        if (!event.lengthComputable) return;
        onProgress({
          percent: event.total > 0 ? event.loaded / event.total : 1,
          transferredBytes: event.loaded,
          totalBytes: event.total,
        });
      };
      const abort = () => xhr.abort();
      signal.addEventListener('abort', abort, { once: true });
      const settle = () => signal.removeEventListener('abort', abort);
      xhr.onload = () => {
        settle();
        // A Response cannot hold a status outside 200–599 (no answer at all reads as 0).
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Failed to fetch'));
          return;
        }
        resolve(
          new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      xhr.send(body);
    });
}
