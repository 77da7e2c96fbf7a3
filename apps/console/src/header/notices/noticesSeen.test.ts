import { describe, expect, it } from 'vitest';
import {
  enabledAtSeconds,
  hasUnseenNotices,
  NOTICES_LAST_SEEN_KEY,
  readNoticesLastSeen,
  writeNoticesLastSeen,
} from './noticesSeen.js';

const notice = (enabled_at: string | number) => ({ id: 1, type: 'info', message: 'Hi', enabled_at });

describe('the Important badge rule', () => {
  it('reads enabled_at as ISO text or epoch seconds or milliseconds', () => {
    expect(enabledAtSeconds(notice('2024-01-01T00:00:00Z'))).toBe(1704067200);
    expect(enabledAtSeconds(notice(1704067200))).toBe(1704067200);
    expect(enabledAtSeconds(notice(1704067200000))).toBe(1704067200);
    expect(enabledAtSeconds(notice('1704067200'))).toBe(1704067200);
  });

  it('shows while nothing was seen or the newest notice is newer than the stored time', () => {
    const notices = [notice('2024-01-01T00:00:00Z'), notice('2024-02-01T00:00:00Z')];
    expect(hasUnseenNotices(notices, null)).toBe(true);
    expect(hasUnseenNotices(notices, 1706745600 - 1)).toBe(true);
    expect(hasUnseenNotices(notices, 1706745600)).toBe(false);
    expect(hasUnseenNotices([], null)).toBe(false);
  });

  it('stores the last-seen time in unix seconds', () => {
    expect(readNoticesLastSeen(localStorage)).toBeNull();
    expect(writeNoticesLastSeen(localStorage, 1706745600_999)).toBe(1706745600);
    expect(localStorage.getItem(NOTICES_LAST_SEEN_KEY)).toBe('1706745600');
    expect(readNoticesLastSeen(localStorage)).toBe(1706745600);
  });
});
