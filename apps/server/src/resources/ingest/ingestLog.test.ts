import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';

/** The request log's lines, parsed, as the server wrote them. */
const lines: { level: number; msg: string; req?: { url?: string } }[] = [];
let server: NetfleetServer;

beforeAll(async () => {
  server = await startTestServer({
    logger: true,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
});

afterAll(async () => {
  await server.close();
});

const loggedUrls = () => lines.map((line) => line.req?.url).filter((url) => url !== undefined);

describe('the request log', () => {
  it("keeps the console's requests and leaves out the devices' routine reports", async () => {
    lines.length = 0;
    const report = await server.app.inject({
      method: 'POST',
      url: '/ingest/v1/report',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-device-token' },
      payload: '{}',
    });
    expect(report.statusCode).toBe(401);
    const user = await server.app.inject({ method: 'GET', url: '/api/user' });
    expect(user.statusCode).toBe(401);

    expect(loggedUrls()).toContain('/api/user');
    expect(loggedUrls()).not.toContain('/ingest/v1/report');
  });
});
