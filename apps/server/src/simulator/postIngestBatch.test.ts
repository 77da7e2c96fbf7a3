import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IngestBatchError, postIngestBatch } from './postIngestBatch.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering every request with `status`, `body` and `headers`; resolves with its origin. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}): Promise<string> {
  const listening = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    });
  });
  server = listening;
  return new Promise((resolve) =>
    listening.listen(0, '127.0.0.1', () => {
      const { port } = listening.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    }),
  );
}

const batch = { reports: [{ token: 'a'.repeat(43), report: {} }] };

describe('postIngestBatch', () => {
  it('returns the parsed answer', async () => {
    const origin = await answer(200, {
      data: [{ ok: true, device_id: 3, commands: [{ id: 1, kind: 'reboot', params: {} }] }],
      meta: { accepted: 1, rejected: 0 },
    });
    const result = await postIngestBatch(origin, batch);
    expect(result.data[0]).toEqual({
      ok: true,
      device_id: 3,
      commands: [{ id: 1, kind: 'reboot', params: {} }],
    });
  });

  it("throws the status and the server's Retry-After on a refusal", async () => {
    const origin = await answer(429, { error: { code: 'TOO_MANY_REQUESTS' } }, { 'retry-after': '7' });
    const error = await postIngestBatch(origin, batch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestBatchError);
    expect((error as IngestBatchError).retryAfterMs).toBe(7000);
    expect((error as IngestBatchError).message).toMatch(/answered 429/);
  });

  it('throws on an answer of another shape', async () => {
    const origin = await answer(200, { data: 'nope' });
    await expect(postIngestBatch(origin, batch)).rejects.toThrow();
  });
});
