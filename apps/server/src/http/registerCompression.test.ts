import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, negotiateEncoding, registerCompression } from './registerCompression.js';

const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `Device ${id}`, status: 'online' }));

async function get(url: string, acceptEncoding?: string) {
  const app = Fastify();
  registerCompression(app);
  app.get('/api/devices', async () => ({ data: rows }));
  app.get('/api/tiny', async () => ({ ok: true }));
  // Under the threshold in characters, over it in UTF-8 bytes (three to a character).
  app.get('/api/wide', async () => ({ name: 'デ'.repeat(400) }));
  app.get('/api/narrow', async () => ({ name: 'd'.repeat(COMPRESS_THRESHOLD_BYTES - 20) }));
  const response = await app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  await app.close();
  return response;
}

describe('registerCompression', () => {
  it('compresses a JSON answer with brotli when asked, and it decodes to the same JSON', async () => {
    const response = await get('/api/devices', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const plain = JSON.stringify({ data: rows });
    expect(response.rawPayload.length).toBeLessThan(plain.length / 4);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ data: rows });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('uses gzip for a client without brotli, and nothing for identity or no header', async () => {
    const gz = await get('/api/devices', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ data: rows });
    for (const header of ['identity', undefined, 'br;q=0, gzip;q=0']) {
      const plain = await get('/api/devices', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual({ data: rows });
    }
  });

  it(`leaves answers under ${COMPRESS_THRESHOLD_BYTES} bytes alone`, async () => {
    const response = await get('/api/tiny', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('counts a string in UTF-8 bytes, not characters', async () => {
    const wide = await get('/api/wide', 'br');
    expect(wide.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(wide.rawPayload).toString())).toEqual({ name: 'デ'.repeat(400) });
    const narrow = await get('/api/narrow', 'br');
    expect(narrow.headers['content-encoding']).toBeUndefined();
    expect(narrow.json().name).toHaveLength(COMPRESS_THRESHOLD_BYTES - 20);
  });

  it('honours q-values', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br, gzip')).toBe('br');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
  });
});
