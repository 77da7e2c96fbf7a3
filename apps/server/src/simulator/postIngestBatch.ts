import {
  type IngestBatchInput,
  type IngestBatchResponse,
  IngestBatchResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';

/** A batch that takes longer than this is given up (its reports are lost, as a device's would be). */
const BATCH_TIMEOUT_MS = 30_000;

/** A batch the server answered with an error; `retryAfterMs` when it said when to come back (429, 503). */
export class IngestBatchError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
    this.name = 'IngestBatchError';
  }
}

/**
 * `POST {origin}/ingest/v1/batch`. Node's `fetch` is undici with a keep-alive connection pool,
 * so the batches reuse a few connections (no new dependency for it). Throws an
 * {@link IngestBatchError} on a non-2xx answer (status, start of the body, `Retry-After`), and
 * on an answer of another shape.
 */
export async function postIngestBatch(origin: string, batch: IngestBatchInput): Promise<IngestBatchResponse> {
  const response = await fetch(new URL('/ingest/v1/batch', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(batch),
    signal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const seconds = Number(response.headers.get('retry-after'));
    throw new IngestBatchError(
      `POST /ingest/v1/batch answered ${response.status}: ${text.slice(0, 200)}`,
      Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null,
    );
  }
  return v.parse(IngestBatchResponseSchema, await response.json());
}
