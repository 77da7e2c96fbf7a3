// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import ky from 'ky';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../createApiClient.js';
import { type ClientEvents, createEmitter } from '../events/createEmitter.js';
import { createUserStorage, type UserStorage } from '../storage/createUserStorage.js';
import { useReloadOnTokenRefresh } from './useReloadOnTokenRefresh.js';
import { useUserStorageValue } from './useUserStorageValue.js';

function LoadCounter({ client, load }: { client: ApiClient; load: () => Promise<number> }) {
  useReloadOnTokenRefresh(client);
  const { data } = useQuery({ queryKey: ['devices'], queryFn: load, staleTime: Number.POSITIVE_INFINITY });
  return <output>{data}</output>;
}

function StoredValue({
  storage,
  expose,
}: {
  storage: UserStorage;
  expose: (set: (v: string) => Promise<void>) => void;
}) {
  const [value, setValue] = useUserStorageValue(storage, 'wideNav');
  expose(setValue);
  return <output>{value ?? 'unset'}</output>;
}

describe('useReloadOnTokenRefresh', () => {
  it('refetches the active queries when the client refreshes its tokens', async () => {
    const events = createEmitter<ClientEvents>();
    const client = { events } as unknown as ApiClient;
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadCounter client={client} load={load} />
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
    render(
      <StoredValue
        storage={storage}
        expose={(set) => {
          setter = set;
        }}
      />,
    );
    expect(screen.getByText('unset')).toBeTruthy();
    await act(() => setter?.('false'));
    await waitFor(() => expect(screen.getByText('false')).toBeTruthy());
  });
});
