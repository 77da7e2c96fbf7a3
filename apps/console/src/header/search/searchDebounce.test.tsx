import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';
import { SEARCH_DEBOUNCE_MS } from './SearchDialog.js';

const input = () => screen.getByRole('combobox', { name: /Search devices, companies/ });

/** Runs what is due now (promises, zero-delay timers such as the query cache's) without moving the clock. */
async function settleWithoutTime(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the global search’s typing pause (spec §9)', () => {
  it('is 500 ms: no request at 499 ms, one at 500 ms', async () => {
    const { api } = renderConsole({
      role: 'read_only',
      search: { devices: { data: [{ id: 1, name: 'RUT-1', status: 1 }] } },
    });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    fireEvent.keyDown(document.body, { key: '/' });
    await screen.findByRole('dialog', { name: 'Search' });
    const searched = (q: string) =>
      api.requestsTo('/api/devices').filter((request) => request.url.searchParams.get('q') === q);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
    fireEvent.change(input(), { target: { value: 'RU' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    // Typing again starts the pause over.
    fireEvent.change(input(), { target: { value: 'RUT' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    await settleWithoutTime();
    expect(searched('RU')).toHaveLength(0);
    expect(searched('RUT')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await settleWithoutTime();
    expect(searched('RUT')).toHaveLength(1);
    expect(searched('RU')).toHaveLength(0);
  });
});
