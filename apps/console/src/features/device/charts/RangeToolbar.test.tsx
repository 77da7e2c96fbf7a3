import { createI18n } from '@netfleet/ui-kit';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { type ChartSearch, resolveRange, validateChartSearch } from './chartSearch.js';
import { RangeToolbar } from './RangeToolbar.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function Page() {
  const search = useSearch({ strict: false }) as ChartSearch;
  return <RangeToolbar search={search} range={resolveRange(search, NOW, '24h', 'UTC')} timeZone="UTC" />;
}

/** The toolbar on a router of its own (memory history), its URL's search as the chart routes validate it. */
async function renderToolbar(path = '/') {
  const root = createRootRoute({ component: Page, validateSearch: validateChartSearch });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await screen.findByLabelText('Period');
  return () => router.state.location.search as ChartSearch;
}

describe('the period and refresh toolbar', () => {
  it('reads the period and interval from the URL and writes a new choice to it', async () => {
    const search = await renderToolbar('/?range=7d&refresh=1m');
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('7d');
    expect((screen.getByLabelText('Refresh') as HTMLSelectElement).value).toBe('1m');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30d' } });
    await waitFor(() => expect(search()).toEqual({ range: '30d', refresh: '1m' }));
    fireEvent.change(screen.getByLabelText('Refresh'), { target: { value: 'off' } });
    await waitFor(() => expect(search()).toEqual({ range: '30d' }));
    expect(
      [...(screen.getByLabelText('Refresh') as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toEqual(['Off', '10s', '30s', '1m', '5m', '15m', '30m', '1h', '2h', '24h']);
  });

  it('takes a custom period in the user time zone, refusing one that ends before it starts', async () => {
    const search = await renderToolbar('/');
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    // It starts as the period shown: the last 24 hours.
    expect([from.value, to.value]).toEqual(['2026-11-22T12:00', '2026-11-23T12:00']);
    fireEvent.change(from, { target: { value: '2026-11-10T08:00' } });
    fireEvent.change(to, { target: { value: '2026-11-09T08:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByRole('alert').textContent).toBe('The start must be before the end.');
    expect(search()).toEqual({});
    // An emptied field: the page's own message, not the browser's bubble (which would keep the
    // form from being sent at all, in the browser's language).
    fireEvent.change(from, { target: { value: '' } });
    expect(from.closest('form')?.noValidate).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByRole('alert').textContent).toBe('Choose a start and an end.');
    expect(search()).toEqual({});
    fireEvent.change(from, { target: { value: '2026-11-10T08:00' } });
    fireEvent.change(to, { target: { value: '2026-11-12T20:30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    await waitFor(() =>
      expect(search()).toEqual({
        range: 'custom',
        from: '2026-11-10T08:00:00.000Z',
        to: '2026-11-12T20:30:00.000Z',
      }),
    );
  });
});
