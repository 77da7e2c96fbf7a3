import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { FORBIDDEN_FILE_NAME_MESSAGE, FORBIDDEN_FILE_NAME_SYMBOLS } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectUnchanged } from '../../../test/support/forms.js';
import { signIn, type TestSession, unsafeHeaders } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';
import { companyStorageBytes } from '../files/companyStorageBytes.js';

// Issue #11, uploads: 23 forbidden names and 4 wrong types were stored, and three parallel
// 31 MB uploads took the server to 1.3 GB (each was read into memory).

const URL_PATH = '/api/devices/configurator/specifications';
const SPEC = {
  name: 'Upload test',
  version: '07.10',
  sections: [
    { id: 'lan', title: 'LAN', fields: [{ key: 'network.lan.ipaddr', label: 'LAN IP', type: 'ip' }] },
  ],
};

/** Memory still held after a full garbage collection: what an upload keeps, not its garbage. */
v8.setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;
const retainedBytes = () => {
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nf-uploads-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every character percent-encoded, for RFC 5987's `filename*`, so the server sees the name exactly. */
const encodeName = (name: string) =>
  [...Buffer.from(name, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const BOUNDARY = '----netfleet-upload-test';

/** The multipart text before the file's bytes: the fields, then the file part's headers. */
function head(
  file: { name: string; type: string },
  fields: Record<string, string> = { system_type: 'rutos' },
) {
  let text = '';
  for (const [name, value] of Object.entries(fields)) {
    text += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  text += `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename*=utf-8''${encodeName(file.name)}\r\ncontent-type: ${file.type}\r\n\r\n`;
  return Buffer.from(text);
}
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function injectUpload(
  server: NetfleetServer,
  session: TestSession,
  file: { name: string; type: string; text: string },
) {
  return server.app.inject({
    method: 'POST',
    url: URL_PATH,
    cookies: { nf_session: session.access },
    headers: { ...unsafeHeaders(session), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([head(file), Buffer.from(file.text), TAIL]),
  });
}

/**
 * Sends an upload over a real connection, the file's bytes in 1 MB chunks (one buffer, reused),
 * calling `between` after each chunk; resolves with the status and body.
 */
function streamUpload(
  baseUrl: string,
  session: TestSession,
  options: { bytes: number; between?: (sent: number) => Promise<void> },
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x20); // spaces: the start of a JSON text
  const url = new URL(URL_PATH, baseUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        // A connection of its own, closed after the answer (the server may answer before reading it all).
        agent: false,
        headers: {
          connection: 'close',
          ...unsafeHeaders(session),
          origin: new URL(baseUrl).origin,
          cookie: `nf_session=${session.access}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
        );
      },
    );
    request.on('error', reject);
    (async () => {
      request.write(head({ name: 'big.json', type: 'application/json' }));
      let sent = 0;
      while (sent < options.bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, options.bytes - sent));
        if (!request.write(part)) await new Promise((ok) => request.once('drain', ok));
        sent += part.length;
        await options.between?.(sent);
      }
      request.end(TAIL);
    })().catch(reject);
  });
}

const filesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

describe('file names and types', () => {
  let server: NetfleetServer;
  let session: TestSession;
  let dir: string;
  beforeAll(async () => {
    dir = newDir();
    server = await startTestServer({ uploads: { dir } });
    session = await signIn(server.app, 'end_user@netfleet.test');
  });
  afterAll(() => server?.close());

  it('refuses every forbidden symbol, with the spec message, and stores nothing', async () => {
    const symbols = [...FORBIDDEN_FILE_NAME_SYMBOLS];
    expect(symbols).toHaveLength(23);
    await expectUnchanged(server, async () => {
      for (const symbol of symbols) {
        for (const name of [`spec${symbol}1.json`, `${symbol}spec.json`]) {
          const response = await injectUpload(server, session, {
            name,
            type: 'application/json',
            text: JSON.stringify(SPEC),
          });
          expect(response.statusCode, name).toBe(422);
          expect(response.json().errors, name).toEqual([
            { code: 'VALIDATION_FAILED', message: FORBIDDEN_FILE_NAME_MESSAGE, source: 'file' },
          ]);
        }
      }
    });
    expect(filesIn(dir)).toEqual([]);
  });

  it('refuses control characters and names over 255 characters', async () => {
    await expectUnchanged(server, async () => {
      const nul = await injectUpload(server, session, {
        name: 'a\u0001b.json',
        type: 'application/json',
        text: '{}',
      });
      expect(nul.json().errors[0]).toMatchObject({ message: FORBIDDEN_FILE_NAME_MESSAGE, source: 'file' });
      const long = await injectUpload(server, session, {
        name: `${'n'.repeat(251)}.json`,
        type: 'application/json',
        text: JSON.stringify(SPEC),
      });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors[0]).toMatchObject({
        message: 'File name must be at most 255 characters',
        source: 'file',
      });
    });
    expect(filesIn(dir)).toEqual([]);
  });

  it('refuses types other than application/json, and stores nothing', async () => {
    await expectUnchanged(server, async () => {
      for (const type of ['text/html', 'image/png', 'application/octet-stream', 'application/x-msdownload']) {
        const response = await injectUpload(server, session, {
          name: 'spec.json',
          type,
          text: JSON.stringify(SPEC),
        });
        expect(response.statusCode, type).toBe(422);
        expect(response.json().errors, type).toEqual([
          { code: 'VALIDATION_FAILED', message: 'Only application/json files are allowed', source: 'file' },
        ]);
      }
    });
    expect(filesIn(dir)).toEqual([]);
  });

  it('stores a well-named JSON file and leaves nothing in the upload folder', async () => {
    const response = await injectUpload(server, session, {
      name: 'rutos 07.10 (copy).json'.replace(/[()]/g, '-'),
      type: 'application/json; charset=utf-8',
      text: JSON.stringify(SPEC),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.file_name).toBe('rutos 07.10 -copy-.json');
    expect(filesIn(dir)).toEqual([]);
  });
});

describe('large uploads, the quota and the parallel bound', () => {
  let server: NetfleetServer;
  let baseUrl: string;
  let session: TestSession;
  let dir: string;
  let harbor: number;
  const QUOTA_HEADROOM = 8 * 1024 * 1024;
  beforeAll(async () => {
    // The quota leaves Harbor Logistics 8 MB beyond the demo files it holds.
    const probe = await startTestServer();
    const [row] = await probe.db.select().from(companies).where(eq(companies.name, 'Harbor Logistics'));
    harbor = row?.id ?? 0;
    const used = await companyStorageBytes(probe.db, harbor);
    await probe.close();
    dir = newDir();
    server = await startTestServer({ uploads: { dir, quotaBytes: used + QUOTA_HEADROOM, maxParallel: 1 } });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    session = await signIn(server.app, 'end_user@netfleet.test'); // Harbor Logistics
  });
  afterAll(() => server?.close());

  it('streams a 40 MB upload to disk: the file grows in the upload folder while memory stays flat', async () => {
    const total = 40 * 1024 * 1024;
    const before = retainedBytes();
    let peak = 0;
    let largestOnDisk = 0;
    const response = await expectUnchangedResult(server, () =>
      streamUpload(baseUrl, session, {
        bytes: total,
        between: async (sent) => {
          if (sent % (8 * 1024 * 1024) !== 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
          peak = Math.max(peak, retainedBytes() - before);
          for (const name of filesIn(dir))
            largestOnDisk = Math.max(largestOnDisk, statSync(join(dir, name)).size);
        },
      }),
    );
    // Over the quota (8 MB left): refused once received, never parsed.
    expect(response.status, response.body).toBe(422);
    expect(JSON.parse(response.body).errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'file' });
    expect(JSON.parse(response.body).errors[0].message).toMatch(/storage is full/);
    // The bytes were on disk while they arrived: at the last look most of them were there.
    expect(largestOnDisk).toBeGreaterThan(24 * 1024 * 1024);
    // and not in memory: what the server holds while receiving stays far below the upload's size.
    expect(peak).toBeLessThan(16 * 1024 * 1024);
    // The upload folder is empty again.
    expect(filesIn(dir)).toEqual([]);
  });

  it('answers 429 with Retry-After to an upload beyond the parallel bound, then takes it', async () => {
    let second: Awaited<ReturnType<typeof injectUpload>> | undefined;
    const first = streamUpload(baseUrl, session, {
      bytes: 2 * 1024 * 1024,
      between: async (sent) => {
        if (sent !== 1024 * 1024) return;
        // Once the first upload is streaming to disk (it holds the one slot), a second one finds none.
        while (filesIn(dir).length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
        second = await injectUpload(server, session, {
          name: 'second.json',
          type: 'application/json',
          text: JSON.stringify(SPEC),
        });
      },
    });
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(422); // spaces only: not a JSON document
    expect(second?.statusCode).toBe(429);
    expect(second?.headers['retry-after']).toBe('5');
    expect(second?.json().errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const again = await injectUpload(server, session, {
      name: 'second.json',
      type: 'application/json',
      text: JSON.stringify({ ...SPEC, version: '07.11' }),
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses an upload that would take the company over its quota, with a message', async () => {
    const text = JSON.stringify({ ...SPEC, version: '07.12', name: 'x'.repeat(QUOTA_HEADROOM) });
    await expectUnchanged(server, async () => {
      const response = await injectUpload(server, session, {
        name: 'full.json',
        type: 'application/json',
        text,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION_FAILED', source: 'file' });
      expect(response.json().errors[0].message).toMatch(
        /^Your company's storage is full: \d+ MB of \d+ MB used/,
      );
    });
    const small = await injectUpload(server, session, {
      name: 'small.json',
      type: 'application/json',
      text: JSON.stringify({ ...SPEC, version: '07.13' }),
    });
    expect(small.statusCode).toBe(201);
    expect(filesIn(dir)).toEqual([]);
  });
});

/** Runs `act`, expects the database unchanged, and returns what `act` gave. */
async function expectUnchangedResult<T>(server: NetfleetServer, act: () => Promise<T>): Promise<T> {
  let result: T | undefined;
  await expectUnchanged(server, async () => {
    result = await act();
  });
  return result as T;
}
