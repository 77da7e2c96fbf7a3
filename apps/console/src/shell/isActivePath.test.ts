import { describe, expect, it } from 'vitest';
import { isActivePath } from './isActivePath.js';

describe('isActivePath', () => {
  it('matches the page and the pages below it', () => {
    expect(isActivePath('/management/devices', '/management/devices')).toBe(true);
    expect(isActivePath('/tag/5', '/tags')).toBe(false);
    expect(isActivePath('/tags/5', '/tags')).toBe(true);
    expect(isActivePath('/management/devicesx', '/management/devices')).toBe(false);
  });

  it('leaves a deeper sibling item to itself', () => {
    const hrefs = ['/management/files', '/management/files/images'];
    expect(isActivePath('/management/files/images', '/management/files', hrefs)).toBe(false);
    expect(isActivePath('/management/files/images', '/management/files/images', hrefs)).toBe(true);
    expect(isActivePath('/management/files/42', '/management/files', hrefs)).toBe(true);
  });
});
