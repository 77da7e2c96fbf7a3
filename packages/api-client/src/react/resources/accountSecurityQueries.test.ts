import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestClient, json } from '../../../test/support/createTestClient.js';
import { queryKeys } from '../../resources/queryKeys.js';
import { accountSessionsQueryOptions, mfaStatusQueryOptions } from './accountSecurityQueries.js';

const session = {
  id: 4,
  current: true,
  user_agent: 'Mozilla/5.0',
  ip_address: '10.0.0.1',
  created_at: '2026-01-02T03:04:05.000Z',
  last_seen_at: null,
};

describe('the own account queries', () => {
  it('have query options under accountSecurity', async () => {
    const { client } = createTestClient((request) =>
      new URL(request.url).pathname === '/api/user/mfa'
        ? json({ data: { method: 'email', required: false, recovery_codes_left: 8 } })
        : json({ data: [session] }),
    );
    const queryClient = new QueryClient();
    expect(mfaStatusQueryOptions(client).queryKey).toEqual(['accountSecurity', 'mfa']);
    expect(accountSessionsQueryOptions(client).queryKey).toEqual(queryKeys.accountSecurity.sessions());
    await expect(queryClient.fetchQuery(mfaStatusQueryOptions(client))).resolves.toMatchObject({
      method: 'email',
    });
    await expect(queryClient.fetchQuery(accountSessionsQueryOptions(client))).resolves.toEqual([session]);
  });
});
