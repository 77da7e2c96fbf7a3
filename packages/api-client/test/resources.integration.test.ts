import { SEARCH_KINDS, type SearchKind } from '@netfleet/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../src/errors/ApiError.js';
import { tagsQueryOptions } from '../src/react/resources/tagsQueries.js';
import { getCompany, getCompanyTree, listCompanies } from '../src/resources/companies.js';
import { listCreditCodes } from '../src/resources/creditCodes.js';
import { getCreditSummary } from '../src/resources/creditSummary.js';
import { listDevices } from '../src/resources/devices.js';
import { listInvitations } from '../src/resources/invitations.js';
import { listMailLogs } from '../src/resources/mailLogs.js';
import { listNotices } from '../src/resources/notices.js';
import { listNotifications } from '../src/resources/notifications.js';
import { listRoles } from '../src/resources/roles.js';
import { searchKind } from '../src/resources/search.js';
import { listTags } from '../src/resources/tags.js';
import { listUsers } from '../src/resources/users.js';
import { startRealServerPerFile } from './support/realServer.js';

// The resource calls against the real server: every answer is parsed with its contracts
// schema, so a server that drifts from the contract fails here.
const { clientOf } = startRealServerPerFile();

describe('resource calls against the real server', () => {
  it('parse every list and item the admin reads', async () => {
    const client = await clientOf('admin@netfleet.test');
    const user = await client.getUser();

    const devices = await listDevices(client, { limit: 5, sort: '-name' });
    expect(devices.data).toHaveLength(5);
    expect(devices.meta.total).toBeGreaterThan(5);

    const companies = await listCompanies(client, { limit: 50 });
    expect(companies.data.map((company) => company.id)).toContain(user.company_id);
    const tree = await getCompanyTree(client);
    expect(tree.length).toBe(companies.meta.total);
    const own = await getCompany(client, user.company_id);
    expect(own).toMatchObject({ id: user.company_id, name: user.company_name });
    expect(own.remaining_data).toBeGreaterThanOrEqual(0);

    const users = await listUsers(client, { q: 'admin' });
    expect(users.data.some((row) => row.email === 'admin@netfleet.test')).toBe(true);
    const roles = await listRoles(client, {
      fields: ['id', 'name', 'title', 'company_id', 'permissions_count'],
    });
    expect(roles.data.map((role) => role.name)).toContain('admin');

    await expect(listTags(client, { limit: 10 })).resolves.toMatchObject({
      meta: { total: expect.any(Number) },
    });
    await expect(listCreditCodes(client, { limit: 10 })).resolves.toHaveProperty('data');
    await expect(listInvitations(client, { limit: 10 })).resolves.toHaveProperty('data');
    await expect(listNotifications(client)).resolves.toEqual(expect.any(Array));
    await expect(listNotices(client)).resolves.toEqual(expect.any(Array));
    await expect(getCreditSummary(client)).resolves.toHaveProperty('credits.left');
  }, 30_000);

  it('parse every kind of the global search', async () => {
    const client = await clientOf('super_admin@netfleet.test');
    for (const kind of Object.keys(SEARCH_KINDS) as SearchKind[]) {
      const page = await searchKind(client, kind, 'a');
      expect(page.total, kind).toBeGreaterThanOrEqual(page.data.length);
    }
    await expect(listMailLogs(client, { limit: 5 })).resolves.toHaveProperty('meta.total');
  }, 30_000);

  it('give a Guest the names it may see, and refuse what it may not read with an ApiError', async () => {
    const client = await clientOf('read_only@netfleet.test');
    const tags = await listTags(client, {});
    for (const tag of tags.data) expect(tag.company_name).not.toBe('');
    const refused = await listUsers(client, {}).catch((error: unknown) => error);
    expect(isApiError(refused) && [refused.status, refused.code, refused.serverMessage]).toEqual([
      403,
      'FORBIDDEN',
      true,
    ]);
  });

  it('load through a queryOptions factory as a route loader does', async () => {
    const client = await clientOf('end_user@netfleet.test');
    const queryClient = new QueryClient();
    const page = await queryClient.ensureQueryData(tagsQueryOptions(client, { limit: 25 }));
    expect(queryClient.getQueryData(tagsQueryOptions(client, { limit: 25 }).queryKey)).toBe(page);
  });
});
