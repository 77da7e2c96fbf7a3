import { describe, expect, it } from 'vitest';
import { translateModalMessage } from './translateModalMessage.js';

describe('translateModalMessage', () => {
  it('says the minimize limit in the user language with the number filled in', () => {
    expect(translateModalMessage('en', 'minimizeLimit', { count: 5 })).toBe(
      'You can not minimize more than 5 windows.',
    );
    const japanese = translateModalMessage('ja', 'minimizeLimit', { count: 5 });
    expect(japanese).toContain('5');
    expect(japanese).not.toContain('{count}');
    expect(japanese).not.toBe(translateModalMessage('en', 'minimizeLimit', { count: 5 }));
  });

  it('knows no key the modals do not have', () => {
    expect(translateModalMessage('nb', 'noSuchMessage')).toBeUndefined();
  });
});
