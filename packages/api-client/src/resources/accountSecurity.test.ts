import { describe, expect, it } from 'vitest';
import { createTestClient, describeRequest, json } from '../../test/support/createTestClient.js';
import {
  changeAccountPassword,
  confirmMfaEnrolment,
  getMfaStatus,
  listAccountSessions,
  removeAvatar,
  revokeAccountSession,
  revokeOtherAccountSessions,
  startMfaEnrolment,
  updateAccountProfile,
  uploadAvatar,
} from './accountSecurity.js';

const session = {
  id: 4,
  current: true,
  user_agent: 'Mozilla/5.0',
  ip_address: '10.0.0.1',
  created_at: '2026-01-02T03:04:05.000Z',
  last_seen_at: null,
};
const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-FGHI${'ABCDEFGHIJ'[index]}`);

describe('the own account calls', () => {
  it('send what the server takes and unwrap its answers', async () => {
    const { client, requests } = createTestClient((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/user/profile') return json({ data: { username: 'Ada' } });
      if (path === '/api/user/password' || path === '/api/user/sessions/others')
        return json({ data: { signed_out: 2 } });
      if (path === '/api/user/sessions') return json({ data: [session] });
      if (path === '/api/user/sessions/9') return new Response(null, { status: 204 });
      if (path === '/api/user/mfa')
        return json({ data: { method: null, required: true, recovery_codes_left: 0 } });
      if (path === '/api/user/mfa/enrolment')
        return json({
          data: {
            method: 'totp',
            secret: 'JBSWY3DP',
            otpauth_uri: 'otpauth://totp/x',
            expires_at: session.created_at,
          },
        });
      if (path === '/api/user/mfa/enrolment/confirm')
        return json({ data: { method: 'totp', recovery_codes: codes } });
      if (path === '/api/user/avatar')
        return json({ data: { avatar_url: request.method === 'PUT' ? '/api/user/avatar/7?v=1' : null } });
      return json({}, 404);
    });
    await expect(updateAccountProfile(client, { username: 'Ada' })).resolves.toEqual({ username: 'Ada' });
    await expect(
      changeAccountPassword(client, { current_password: 'old', new_password: 'Longer-password-1' }),
    ).resolves.toEqual({ signed_out: 2 });
    await expect(listAccountSessions(client)).resolves.toEqual([session]);
    await revokeAccountSession(client, 9);
    await expect(revokeOtherAccountSessions(client)).resolves.toEqual({ signed_out: 2 });
    await expect(getMfaStatus(client)).resolves.toEqual({
      method: null,
      required: true,
      recovery_codes_left: 0,
    });
    await expect(startMfaEnrolment(client, { method: 'totp' })).resolves.toMatchObject({
      method: 'totp',
      secret: 'JBSWY3DP',
    });
    await expect(confirmMfaEnrolment(client, { code: '123456' })).resolves.toEqual({
      method: 'totp',
      recovery_codes: codes,
    });
    await expect(uploadAvatar(client, { data_url: 'data:image/png;base64,AAAA' })).resolves.toEqual({
      avatar_url: '/api/user/avatar/7?v=1',
    });
    await removeAvatar(client);
    expect(requests.map(describeRequest)).toEqual([
      'PUT /api/user/profile',
      'PUT /api/user/password',
      'GET /api/user/sessions',
      'DELETE /api/user/sessions/9',
      'DELETE /api/user/sessions/others',
      'GET /api/user/mfa',
      'POST /api/user/mfa/enrolment',
      'POST /api/user/mfa/enrolment/confirm',
      'PUT /api/user/avatar',
      'DELETE /api/user/avatar',
    ]);
    expect(await requests[1]?.json()).toEqual({ current_password: 'old', new_password: 'Longer-password-1' });
    expect(await requests[7]?.json()).toEqual({ code: '123456' });
  });

  it('refuse an enrolment answer that breaks the contract, and carry the server’s message', async () => {
    const bad = createTestClient(() => json({ data: { method: 'sms', phone: '+47' } }));
    await expect(startMfaEnrolment(bad.client, { method: 'totp' })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Failed to start setting up two-factor authentication',
    });
    const refused = createTestClient(() =>
      json(
        { errors: [{ code: 'VALIDATION_ERROR', message: 'The code is not valid.', source: 'code' }] },
        422,
      ),
    );
    await expect(confirmMfaEnrolment(refused.client, { code: '000000' })).rejects.toMatchObject({
      status: 422,
      message: 'The code is not valid.',
    });
  });
});
