import { describe, expect, it } from 'vitest';
import { endDetail } from './endDetail.js';

describe('endDetail', () => {
  it('drops a sentence that repeats the title, in English or in the page’s language', () => {
    expect(
      endDetail('peer_closed', 'The device closed the connection', 'The device closed the connection.'),
    ).toBeNull();
    expect(
      endDetail('peer_closed', 'The device closed the connection.', 'デバイスが接続を閉じました。'),
    ).toBeNull();
  });

  it('keeps a sentence that says more, and none stays none', () => {
    expect(
      endDetail(
        'auth_failed',
        'Authentication failed for root',
        'The device refused the user name or password.',
      ),
    ).toBe('Authentication failed for root');
    expect(endDetail('closed', null, 'The session was closed.')).toBeNull();
  });
});
