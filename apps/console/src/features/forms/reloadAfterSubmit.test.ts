import { createApiClient, loadPickList } from '@netfleet/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { reloadAfterSubmit } from './reloadAfterSubmit.js';

function setup() {
  const seen: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://console.test/api',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).url);
      return new Response(JSON.stringify({ data: [{ id: 1, name: 'North' }] }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
    readCookies: () => '',
    storage: null,
    sessionStorage: null,
    locks: null,
    location: {
      href: 'http://console.test/',
      host: 'console.test',
      pathname: '/',
      search: '',
      assign: () => {},
    },
  });
  const queryClient = new QueryClient();
  for (const key of [['tags', 'list', {}], ['companies', 'detail', 3], ['currentUser']]) {
    queryClient.setQueryData(key, { data: [] });
  }
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => String(query.queryKey[0]))
      .sort();
  return { client, queryClient, seen, stale };
}

describe('reloadAfterSubmit', () => {
  it('marks the queries of the form resource stale and forgets the pick-lists', async () => {
    const { client, queryClient, seen, stale } = setup();
    await loadPickList(client.http, '/companies', ['id', 'name']);
    await loadPickList(client.http, '/companies', ['id', 'name']);
    expect(seen).toHaveLength(1);
    await reloadAfterSubmit(queryClient, client.http, 'tags');
    expect(stale()).toEqual(['tags']);
    await loadPickList(client.http, '/companies', ['id', 'name']);
    expect(seen).toHaveLength(2);
  });

  it('without a resource marks every query but the user stale; an unknown one none', async () => {
    const first = setup();
    await reloadAfterSubmit(first.queryClient, first.client.http, undefined);
    expect(first.stale()).toEqual(['companies', 'tags']);
    const second = setup();
    await reloadAfterSubmit(second.queryClient, second.client.http, 'multiconfig');
    expect(second.stale()).toEqual([]);
  });
});
