import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStateTab } from '../ports/test/renderStateTab.js';
import { CreditStatusText } from './CreditStatusText.js';
import { creditStatus } from './creditStatus.js';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the credit status', () => {
  it('is active before the expiry, expired from it on, none without one', () => {
    expect(creditStatus('2027-01-01T00:00:00Z', NOW)).toEqual({
      kind: 'active',
      until: '2027-01-01T00:00:00Z',
    });
    expect(creditStatus('2026-11-23T12:00:00Z', NOW)).toEqual({
      kind: 'expired',
      until: '2026-11-23T12:00:00Z',
    });
    expect(creditStatus(null, NOW)).toEqual({ kind: 'none' });
    expect(creditStatus('not a date', NOW)).toEqual({ kind: 'none' });
  });

  it.each([
    ['2027-01-01T12:00:00Z', 'Active until 2027-01-01'],
    ['2026-10-01T12:00:00Z', 'Expired on 2026-10-01'],
    [null, 'No credit assigned'],
  ])('reads %s as “%s”', async (expiresAt, words) => {
    await renderStateTab(<CreditStatusText expiresAt={expiresAt} now={NOW} />);
    expect(screen.getByText(words)).toBeTruthy();
  });

  it('is said in the user’s language', async () => {
    await renderStateTab(<CreditStatusText expiresAt="2027-01-01T12:00:00Z" now={NOW} />, { language: 'uk' });
    expect(screen.getByText('Активний до 2027-01-01')).toBeTruthy();
  });
});
