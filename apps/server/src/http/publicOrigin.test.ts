import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../test/support/signIn.js';
import { startTestServer } from '../../test/support/testServer.js';
import { companies, mailLog } from '../db/schema.js';
import type { NetfleetServer } from '../index.js';
import { normalisePublicOrigin } from './publicOrigin.js';

// Issue #11: links in e-mails were built from the request's Host header, so anyone could have
// the server mail a link to their own host (an invitation or activation link, token included).

let server: NetfleetServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An unsafe API request sent with a forged Host (and the matching Origin, as a script would). */
const sendWithHost = (app: NetfleetServer['app'], session: TestSession, url: string, body?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    cookies: { nf_session: session.access },
    headers: {
      host: 'evil.example',
      origin: 'http://evil.example',
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': session.xsrf,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

const lastMail = async (target: NetfleetServer, to: string, kind: string) => {
  const [mail] = await target.db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.toEmail, to), eq(mailLog.kind, kind)))
    .orderBy(desc(mailLog.id));
  return mail?.body ?? '';
};

describe('links in e-mails', () => {
  it('use the configured public origin, whatever the Host header says', async () => {
    server = await startTestServer({ publicOrigin: 'https://fleet.example.com/' });
    const admin = await signIn(server.app, 'admin@netfleet.test');
    const [harbor] = await server.db.select().from(companies).where(eq(companies.name, 'Harbor Logistics'));
    const invited = await sendWithHost(server.app, admin, '/api/users/invite', {
      company_id: harbor?.id,
      email: 'linked@example.com',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = await lastMail(server, 'linked@example.com', 'invitation');
    expect(invitation).toMatch(/https:\/\/fleet\.example\.com\/auth\/invitations\/[\w-]+/);
    expect(invitation).not.toContain('evil.example');

    const unverified = await signIn(server.app, 'unverified@netfleet.test');
    const resent = await sendWithHost(server.app, unverified, '/api/account/user/activation/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    const activation = await lastMail(server, 'unverified@netfleet.test', 'activation');
    expect(activation).toMatch(/https:\/\/fleet\.example\.com\/auth\/verify-email\?token=/);
    expect(activation).not.toContain('evil.example');
  });

  it('default to the address the server listens on', async () => {
    server = await startTestServer();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const unverified = await signIn(server.app, 'unverified@netfleet.test');
    const resent = await sendWithHost(server.app, unverified, '/api/account/user/activation/resend');
    expect(resent.statusCode, resent.body).toBe(200);
    const activation = await lastMail(server, 'unverified@netfleet.test', 'activation');
    expect(activation).toContain(`http://127.0.0.1:${port}/auth/verify-email?token=`);
    expect(activation).not.toContain('evil.example');
  });
});

describe('normalisePublicOrigin', () => {
  it('keeps scheme, host and port, and refuses what is not an http(s) URL', () => {
    expect(normalisePublicOrigin(' https://fleet.example.com/console/ ')).toBe('https://fleet.example.com');
    expect(normalisePublicOrigin('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080');
    expect(() => normalisePublicOrigin('fleet.example.com')).toThrow(/http or https URL/);
    expect(() => normalisePublicOrigin('javascript:alert(1)')).toThrow(/http or https URL/);
  });
});
