import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createTestClient, describeRequest, json } from '../../../test/support/createTestClient.js';
import { isQueryResource, QUERY_RESOURCES, queryKeys } from '../../resources/queryKeys.js';
import { invalidateResource } from '../invalidateResource.js';
import { companiesQueryOptions, companyQueryOptions, companyTreeQueryOptions } from './companiesQueries.js';
import { creditCodesQueryOptions } from './creditCodesQueries.js';
import { creditSummaryQueryOptions } from './creditSummaryQueries.js';
import { currentUserQueryOptions } from './currentUserQueries.js';
import { deviceQueryOptions, devicesQueryOptions } from './devicesQueries.js';
import { invitationsQueryOptions } from './invitationsQueries.js';
import { mailLogsQueryOptions } from './mailLogsQueries.js';
import { noticesQueryOptions } from './noticesQueries.js';
import { notificationsQueryOptions, prependNotification } from './notificationsQueries.js';
import { rolesQueryOptions } from './rolesQueries.js';
import { searchQueryOptions } from './searchQueries.js';
import { tagsQueryOptions } from './tagsQueries.js';
import { usersQueryOptions } from './usersQueries.js';

const emptyPage = { data: [], meta: { total: 0 } };

describe('queryKeys', () => {
  it('put every key of a resource under its top-level key', () => {
    expect(queryKeys.devices.all).toEqual(['devices']);
    expect(queryKeys.devices.list({ limit: 25 })).toEqual(['devices', 'list', { limit: 25 }]);
    expect(queryKeys.devices.detail(12)).toEqual(['devices', 'detail', 12]);
    expect(queryKeys.companies.tree()).toEqual(['companies', 'tree']);
    expect(queryKeys.search.kind('devices', 'RUT')).toEqual(['search', 'devices', 'RUT']);
    expect(queryKeys.currentUser.all).toEqual(['currentUser']);
    for (const resource of QUERY_RESOURCES) expect(queryKeys[resource].all).toEqual([resource]);
    expect(isQueryResource('tags')).toBe(true);
    expect(isQueryResource('console-table')).toBe(false);
    expect(isQueryResource('toString')).toBe(false);
  });
});

describe('the queryOptions factories', () => {
  const client = createTestClient(() => json(emptyPage)).client;

  it.each([
    [devicesQueryOptions(client, { limit: 5 }), ['devices', 'list', { limit: 5 }]],
    [deviceQueryOptions(client, 7), ['devices', 'detail', 7]],
    [tagsQueryOptions(client, { q: 'x' }), ['tags', 'list', { q: 'x' }]],
    [companiesQueryOptions(client, { parent_id: 1 }), ['companies', 'list', { parent_id: 1 }]],
    [companyTreeQueryOptions(client), ['companies', 'tree']],
    [companyQueryOptions(client, 3), ['companies', 'detail', 3]],
    [usersQueryOptions(client, {}), ['users', 'list', {}]],
    [rolesQueryOptions(client, { company_id: 3 }), ['roles', 'list', { company_id: 3 }]],
    [creditCodesQueryOptions(client, {}), ['creditCodes', 'list', {}]],
    [invitationsQueryOptions(client, {}), ['invitations', 'list', {}]],
    [mailLogsQueryOptions(client, {}), ['mailLogs', 'list', {}]],
    [notificationsQueryOptions(client), ['notifications', 'list', {}]],
    [noticesQueryOptions(client), ['notices', 'list', {}]],
    [searchQueryOptions(client, 'tags', 'no'), ['search', 'tags', 'no']],
    [creditSummaryQueryOptions(client), ['creditSummary']],
    [currentUserQueryOptions(client), ['currentUser']],
  ])('use the key tree: %#', (options, key) => {
    expect(options.queryKey).toEqual(key);
  });

  it('cache GET /companies/{id} for 10 s (spec §7) and search nothing for an empty text', () => {
    expect(companyQueryOptions(client, 3).staleTime).toBe(10_000);
    expect(creditSummaryQueryOptions(client).staleTime).toBe(10_000);
    expect(searchQueryOptions(client, 'tags', '').enabled).toBe(false);
  });

  it('load through the resource calls, as a route loader would', async () => {
    const { client: loaderClient, requests } = createTestClient(() => json(emptyPage));
    const queryClient = new QueryClient();
    await queryClient.ensureQueryData(tagsQueryOptions(loaderClient, { limit: 25 }));
    await queryClient.ensureQueryData(tagsQueryOptions(loaderClient, { limit: 25 }));
    expect(requests.map(describeRequest)).toEqual(['GET /api/tags?limit=25']);
  });
});

describe('invalidateResource', () => {
  it('refetches every query of one resource by its key prefix, and only those', async () => {
    const { client, requests } = createTestClient(() => json(emptyPage));
    const queryClient = new QueryClient();
    const firstTags = tagsQueryOptions(client, { limit: 25 });
    const nextTags = tagsQueryOptions(client, { limit: 25, offset: 25 });
    const devices = devicesQueryOptions(client, { limit: 25 });
    await Promise.all([
      queryClient.fetchQuery(firstTags),
      queryClient.fetchQuery(nextTags),
      queryClient.fetchQuery(devices),
    ]);
    // Invalidation refetches the queries on screen: observe them like components do.
    const unsubscribes = [
      new QueryObserver(queryClient, firstTags).subscribe(() => {}),
      new QueryObserver(queryClient, nextTags).subscribe(() => {}),
      new QueryObserver(queryClient, devices).subscribe(() => {}),
    ];
    requests.length = 0;
    await invalidateResource(queryClient, 'tags');
    expect(requests.map(describeRequest).sort()).toEqual([
      'GET /api/tags?limit=25',
      'GET /api/tags?limit=25&offset=25',
    ]);
    expect(queryClient.getQueryState(devices.queryKey)?.isInvalidated).toBe(false);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });
});

describe('prependNotification', () => {
  /** A notification as the server lists it. */
  const n = (id: number) => ({
    id,
    type: 'deviceAlert',
    summary: `#${id}`,
    created_at: '2026-01-01T00:00:00Z',
    seen_at: null,
  });

  it('puts a pushed notification first, once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.notifications.list(), [n(1)]);
    prependNotification(queryClient, n(2));
    prependNotification(queryClient, n(2));
    expect(
      queryClient.getQueryData<{ id: number }[]>(queryKeys.notifications.list())?.map((e) => e.id),
    ).toEqual([2, 1]);
  });

  it('is not undone by a load of the list that started before the notification existed', async () => {
    // The server's list: [1] until notification 2 is created, then [2, 1].
    let serverList = [n(1)];
    /** The answers under way, each with the list as the server had it when asked. */
    const answers: (() => void)[] = [];
    const queryClient = new QueryClient();
    const queryKey = queryKeys.notifications.list();
    const observer = new QueryObserver(queryClient, {
      queryKey,
      queryFn: () => {
        const answered = serverList;
        return new Promise<ReturnType<typeof n>[]>((resolve) => answers.push(() => resolve(answered)));
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = observer.subscribe(() => {});
    answers.shift()?.();
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual([n(1)]));
    // The channel's confirmation asks for the list again; the answer is on its way, without 2.
    void queryClient.invalidateQueries({ queryKey });
    const stale = answers.shift();
    // Notification 2 is created and pushed before that answer arrives.
    serverList = [n(2), n(1)];
    prependNotification(queryClient, n(2));
    stale?.();
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers.shift()?.();
    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(0));
    expect(queryClient.getQueryData<{ id: number }[]>(queryKey)?.map((e) => e.id)).toEqual([2, 1]);
    unsubscribe();
  });
});
