import { describe, expect, it } from 'vitest';
import { requestEnvironment } from './requestEnvironment.js';

describe('requestEnvironment', () => {
  it('reads the request cookies, decoded, the first of a repeated name winning', () => {
    const { cookies } = requestEnvironment(
      'nf_session=abc; timezone=Europe%2FOslo; broken; timezone=UTC; raw=%E0%A4%A',
    );
    expect(cookies.read('timezone')).toBe('Europe/Oslo');
    expect(cookies.read('raw')).toBe('%E0%A4%A');
    expect(cookies.read('broken')).toBeUndefined();
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
