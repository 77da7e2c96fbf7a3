// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import ky from 'ky';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../createApiClient.js';
import { type ClientEvents, createEmitter } from '../events/createEmitter.js';
import { createUserStorage } from '../storage/createUserStorage.js';
import { useReloadOnTokenRefresh } from './useReloadOnTokenRefresh.js';
import { useUserStorageValue } from './useUserStorageValue.js';

describe('useReloadOnTokenRefresh', () => {
  it('refetches the active queries when the client refreshes its tokens', async () => {
    const events = createEmitter<ClientEvents>();
    const client = { events } as unknown as ApiClient;
    const queryClient = new QueryClient();
    let loads = 0;
    function Devices() {
      useReloadOnTokenRefresh(client);
      const { data } = useQuery({ queryKey: ['devices'], queryFn: async () => ++loads, staleTime: Infinity });
      return <output>{data}</output>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Devices />
      </QueryClientProvider>,
    );
    await screen.findByText('1');
    act(() => events.emit('token-refreshed', undefined));
    await screen.findByText('2');
  });
});

describe('useUserStorageValue', () => {
  it('shows the value once the server accepted it', async () => {
    const http = ky.create({
      prefix: 'http://console.test/api',
      retry: 0,
      fetch: (async () => Response.json({})) as typeof fetch,
    });
    const storage = createUserStorage(http);
    let setter: ((value: string) => Promise<void>) | undefined;
    function Width({ children }: { children?: ReactNode }) {
      const [value, setValue] = useUserStorageValue(storage, 'wideNav');
      setter = setValue;
      return (
        <output>
          {value ?? 'unset'}
          {children}
        </output>
      );
    }
    render(<Width />);
    expect(screen.getByText('unset')).toBeTruthy();
    await act(() => setter?.('false'));
    await waitFor(() => expect(screen.getByText('false')).toBeTruthy());
  });
});
