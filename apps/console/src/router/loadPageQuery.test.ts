import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadPageQuery } from './loadPageQuery.js';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('loadPageQuery', () => {
  it('waits for the first request when the cache holds nothing', async () => {
    const queryClient = client();
    const queryFn = vi.fn(async () => ['row']);
    await loadPageQuery(queryClient, { queryKey: ['tags'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['tags'])).toEqual(['row']);
  });

  it('shows cached rows at once, even stale ones, leaving the refetch to the page’s query', async () => {
    const queryClient = client();
    queryClient.setQueryData(['tags'], ['old'], { updatedAt: Date.now() - 60_000 });
    const queryFn = vi.fn(async () => ['new']);
    expect(loadPageQuery(queryClient, { queryKey: ['tags'], queryFn, staleTime: 0 })).toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('never throws: a failed first request is left in the cache for the page to show', async () => {
    const queryClient = client();
    const failure = new Error('Service Unavailable');
    await expect(
      loadPageQuery(queryClient, { queryKey: ['tags'], queryFn: () => Promise.reject(failure) }),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(['tags'])?.error).toBe(failure);
  });
});
