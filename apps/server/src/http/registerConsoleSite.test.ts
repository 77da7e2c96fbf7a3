import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsoleSite } from './registerConsoleSite.js';
import { registerSecurityHeaders } from './registerSecurityHeaders.js';

describe('registerConsoleSite without a built console', () => {
  it.each([
    ['a missing folder', '/nonexistent/console/dist'],
    ['no console at all', null],
  ])('answers console routes with a page saying how to build (%s)', async (_what, consoleDir) => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    await registerConsoleSite(app, { consoleDir, accountBasePath: '/auth' });
    const response = await app.inject({ url: '/management/devices' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm build');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect((await app.inject({ url: '/api/nothing' })).json().errors[0].code).toBe('NOT_FOUND');
    await app.close();
  });
});

describe('registerConsoleSite with a built console', () => {
  const script = `export const shell = ${JSON.stringify('netfleet '.repeat(2_000))};\n`;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'netfleet-console-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Netfleet</title>');
    // What the console's build writes (vite.config.ts): the file and its compressed siblings.
    const main = join(dir, 'assets/index-abc123.js');
    writeFileSync(main, script);
    writeFileSync(`${main}.br`, brotliCompressSync(script));
    writeFileSync(`${main}.gz`, gzipSync(script));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = async (acceptEncoding: string) => {
    const app = Fastify();
    await registerConsoleSite(app, { consoleDir: dir, accountBasePath: '/auth' });
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': acceptEncoding },
    });
    await app.close();
    return response;
  };

  it("answers an unknown API path with the API's 404, however long, and never with a file", async () => {
    const app = Fastify();
    await registerConsoleSite(app, { consoleDir: dir, accountBasePath: '/auth' });
    for (const url of ['/api/nothing', `/api/${'a'.repeat(5000)}`, '/api/assets/index-abc123.js']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url.slice(0, 40)).toBe(404);
      expect(response.json().errors[0].code).toBe('NOT_FOUND');
    }
    // The console's own routes still load the app.
    expect((await app.inject({ url: '/management/devices' })).statusCode).toBe(200);
    await app.close();
  });

  it('sends the main chunk brotli-compressed to a browser that accepts br', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file itself for identity', async () => {
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.body).toBe(script);
  });
});
