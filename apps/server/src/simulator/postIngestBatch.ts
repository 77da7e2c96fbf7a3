import {
  type IngestBatchInput,
  type IngestBatchResponse,
  IngestBatchResponseSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';

/** A batch that takes longer than this is given up (its reports are lost, as a device's would be). */
const BATCH_TIMEOUT_MS = 30_000;

/**
 * `POST {origin}/ingest/v1/batch`. Node's `fetch` is undici with a keep-alive connection pool,
 * so the batches reuse a few connections (no new dependency for it). Throws on a non-2xx
 * answer, with the status and the start of the body, and on an answer of another shape.
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
    throw new Error(`POST /ingest/v1/batch answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return v.parse(IngestBatchResponseSchema, await response.json());
}
