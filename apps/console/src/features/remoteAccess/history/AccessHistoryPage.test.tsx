import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../test/renderConsole.js';
import { remoteSession } from '../testEntries.js';

const sessions = {
  'remote/sessions': {
    data: [
      remoteSession(),
      remoteSession({
        id: 41,
        protocol: 'vnc',
        app: 'desktop',
        via_key: true,
        access_id: null,
        access_name: 'Old screen',
        ended_at: null,
        duration_s: null,
        end_reason: null,
        has_recording: false,
      }),
    ],
  },
};

describe('the access history', () => {
  it('lists sessions: who, where, how long, how much and why they ended, in words', async () => {
    renderConsole({ path: '/access-history', search: sessions });
    const table = await screen.findByRole('table', { name: 'Remote sessions' }, { timeout: 5000 });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    const cells = (index: number) => [...(rows[index]?.children ?? [])].map((cell) => cell.textContent);
    expect(cells(0).slice(0, 4)).toEqual(['admin@example.com', 'Gate', 'Shell', 'SSH']);
    expect(cells(0).slice(4)).toEqual([
      '203.0.113.9',
      expect.stringMatching(/^2026-01-0\d /),
      '1:02:03',
      '1.5 KB',
      '2 MB',
      'Closed by the device',
      'Play',
    ]);
    // A deleted entry's session keeps its name, without a link; one still open says so.
    expect(cells(1)[0]).toBe('admin@example.com (shared link)');
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: 'Old screen' })).toBeNull();
    expect(cells(1).slice(6)).toEqual(['Open', '1.5 KB', '2 MB', '-', '']);
  });

  it('keeps its filters in the URL and sends them to the server', async () => {
    const { api, history } = renderConsole({
      path: '/access-history?protocol=ssh&from=2026-01-02&to=2026-01-03&access_id=7',
      search: sessions,
    });
    await screen.findByRole('table', { name: 'Remote sessions' }, { timeout: 5000 });
    const asked = api.requestsTo('/api/remote/sessions').at(-1)?.url.searchParams;
    expect(asked?.get('protocol')).toBe('ssh');
    expect(asked?.get('access_id')).toBe('7');
    expect(new Date(asked?.get('started_after') ?? '').getTime()).toBe(
      new Date('2026-01-02T00:00:00').getTime(),
    );
    expect(new Date(asked?.get('started_before') ?? '').getTime()).toBe(
      new Date('2026-01-04T00:00:00').getTime(),
    );
    expect(screen.getByText('Only the sessions of one entry.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(history.location.search).toBe(''));
  });

  it('drops filters a hand-edited URL got wrong', async () => {
    const { api } = renderConsole({
      path: '/access-history?protocol=gopher&from=2026-13-45&device_id=x',
      search: sessions,
    });
    await screen.findByRole('table', { name: 'Remote sessions' }, { timeout: 5000 });
    const asked = api.requestsTo('/api/remote/sessions').at(-1)?.url.searchParams;
    expect([...(asked?.keys() ?? [])].sort()).toEqual(['limit', 'offset', 'sort']);
  });

  it('opens a recorded session in the player modal', async () => {
    // The player sizes its terminal with a ResizeObserver, which jsdom lacks.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const { api } = renderConsole({ path: '/access-history', search: sessions });
    api.state.answers['GET /api/remote/sessions/40/recording'] = {
      body: '{"version":2,"width":80,"height":24}',
    };
    const play = await screen.findByRole(
      'button',
      { name: /^Play the session of admin@example.com on Gate/ },
      { timeout: 5000 },
    );
    await userEvent.click(play);
    await screen.findByRole('dialog', { name: /Shell · Gate/ }, { timeout: 5000 });
    await waitFor(() => expect(api.requestsTo('/api/remote/sessions/40/recording')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: 'Download the recording' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('says the recording cannot be played where the page may not compile WebAssembly, and offers the file', async () => {
    // What the server's CSP (script-src 'self', no 'wasm-unsafe-eval') does to the player.
    vi.stubGlobal('WebAssembly', {
      Module: class {
        constructor() {
          throw new Error('Refused by the Content Security Policy');
        }
      },
    });
    const { api } = renderConsole({ path: '/access-history', search: sessions });
    api.state.answers['GET /api/remote/sessions/40/recording'] = {
      body: '{"version":2,"width":80,"height":24}',
    };
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: /^Play the session of admin@example.com/ },
        { timeout: 5000 },
      ),
    );
    expect(await screen.findByText('The recording could not be played', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Download the recording' })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
