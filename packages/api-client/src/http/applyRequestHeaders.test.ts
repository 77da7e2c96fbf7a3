import { describe, expect, it } from 'vitest';
import { applyRequestHeaders } from './applyRequestHeaders.js';

const sources = { apiOrigin: 'https://console.test', cookies: 'XSRF-TOKEN=secret', spaVersion: '5.14.0' };

describe('applyRequestHeaders', () => {
  it('sends the XSRF token to our own API origin', () => {
    const request = new Request('https://console.test/api/user');
    applyRequestHeaders(request, sources);
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('secret');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('X-SPA-VERSION')).toBe('5.14.0');
  });

  it.each([
    'https://elsewhere.test/api/user',
    'http://console.test/api/user',
    'https://console.test:8443/api/user',
    'https://api.console.test/user',
  ])('never sends it to %s, even when the caller set it', (url) => {
    const request = new Request(url, { headers: { 'X-XSRF-TOKEN': 'secret' } });
    applyRequestHeaders(request, sources);
    expect(request.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('omits X-SPA-VERSION when no version is stored', () => {
    const request = new Request('https://console.test/api/user');
    applyRequestHeaders(request, { ...sources, spaVersion: null });
    expect(request.headers.has('X-SPA-VERSION')).toBe(false);
  });
});
