import { describe, expect, it } from 'vitest';
import { parseContinueUrl } from './parseContinueUrl.js';

const allowed = (url: string, currentHost: string) => parseContinueUrl(url, currentHost) !== null;

const host = 'console.netfleet.test';

describe('parseContinueUrl', () => {
  it.each([
    '/management/devices',
    '/management/devices?page=2#top',
    'management/devices',
    `https://${host}/companies/4`,
    `http://${host}/`,
  ])('allows %s', (url) => {
    expect(allowed(url, host)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.test/'],
    ['protocol-relative', '//evil.test/path'],
    ['backslash form', '/\\evil.test'],
    ['backslashes only', '\\\\evil.test'],
    ['scheme with backslash', 'https:\\\\evil.test'],
    ['user info', `https://user@${host}/`],
    ['user info with password', `https://user:pass@${host}/`],
    ['user info hiding the host', `https://${host}@evil.test/`],
    ['look-alike suffix', `https://${host}.evil.test/`],
    ['look-alike prefix', `https://evil-${host}/`],
    ['encoded host', `https://%65vil.test/`],
    ['encoded dot in host', `https://${host}%2eevil.test/`],
    ['unicode look-alike', 'https://cоnsole.netfleet.test/'],
    ['other port', `https://${host}:8443/`],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript with same host', `javascript://${host}/%0aalert(1)`],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript', 'vbscript:msgbox(1)'],
    ['file URL', `file://${host}/etc/passwd`],
    ['ftp on same host', `ftp://${host}/`],
    ['tab inside scheme', 'java\tscript:alert(1)'],
    ['newline before host', '/\n/evil.test'],
    ['empty', ''],
    ['whitespace', '   '],
  ])('refuses %s', (_, url) => {
    expect(allowed(url, host)).toBe(false);
  });

  it('keeps the port when the console runs on one', () => {
    expect(allowed('http://127.0.0.1:8080/x', '127.0.0.1:8080')).toBe(true);
    expect(allowed('http://127.0.0.1:8081/x', '127.0.0.1:8080')).toBe(false);
    expect(allowed('http://127.0.0.1/x', '127.0.0.1:8080')).toBe(false);
  });

  it('gives the parsed href to navigate to, never the raw string', () => {
    expect(parseContinueUrl('/a/../devices?x=1', host)?.href).toBe(`https://${host}/devices?x=1`);
  });
});
