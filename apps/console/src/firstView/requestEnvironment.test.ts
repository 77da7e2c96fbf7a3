import { describe, expect, it } from 'vitest';
import { parseCookieHeader, requestEnvironment } from './requestEnvironment.js';

describe('requestEnvironment', () => {
  it('reads the request cookies, decoded, the first of a repeated name winning', () => {
    const cookies = parseCookieHeader(
      'nf_session=abc; timezone=Europe%2FOslo; broken; =x; timezone=UTC; raw=%E0%A4%A',
    );
    expect([...cookies]).toEqual([
      ['nf_session', 'abc'],
      ['timezone', 'Europe/Oslo'],
      ['raw', '%E0%A4%A'],
    ]);
  });

  it('keeps what the render writes to itself and acts on nothing', () => {
    const env = requestEnvironment('dark_mode=enabled', () => 42);
    env.cookies.write('dark_mode', null);
    expect(env.cookies.read('dark_mode')).toBe('enabled');
    env.localStorage?.setItem('wideNav', 'false');
    expect(env.localStorage?.getItem('wideNav')).toBe('false');
    expect(requestEnvironment('').localStorage?.getItem('wideNav')).toBeNull();
    expect(env.now()).toBe(42);
    expect(env.isOnline()).toBe(true);
  });
});
