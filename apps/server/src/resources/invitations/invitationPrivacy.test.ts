import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSend, signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import { companies, mailLog, userInvitations } from '../../db/schema.js';
import type { NetfleetServer } from '../../index.js';

// Issue #11: inviting the address of another company's user answered "An account with this
// e-mail exists already.", so any admin could learn who has an account anywhere.

let server: NetfleetServer;
let admin: TestSession;
let harbor: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server.app, 'admin@netfleet.test'); // Northwind and its customers
  const [row] = await server.db.select().from(companies).where(eq(companies.name, 'Harbor Logistics'));
  harbor = row?.id ?? 0;
});
afterAll(() => server?.close());

const invite = (email: string) =>
  apiSend(server.app, 'POST', '/api/users/invite', admin, { company_id: harbor, email });

/** The answer without what differs between any two invitations (id, e-mail, expiry). */
const shapeOf = (body: { data: Record<string, unknown>; message: string }) => ({
  keys: Object.keys(body.data).sort(),
  company_id: body.data.company_id,
  role_id: body.data.role_id,
  message: body.message,
});

describe('POST /api/users/invite to an address of another company', () => {
  it('answers exactly as for a new address, and the invitation is listed and mailed like one', async () => {
    const fresh = await invite('brand-new-person@example.com');
    // read_only@ belongs to Amber Energy, under Baltic Telemetry: outside the admin's companies.
    const elsewhere = await invite('read_only@netfleet.test');
    expect(fresh.statusCode).toBe(201);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect(shapeOf(elsewhere.json())).toEqual(shapeOf(fresh.json()));
    expect(elsewhere.body).not.toContain('exists already');

    const stored = await server.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.email, 'read_only@netfleet.test'));
    expect(stored).toHaveLength(1);
    const [mail] = await server.db
      .select()
      .from(mailLog)
      .where(eq(mailLog.toEmail, 'read_only@netfleet.test'))
      .orderBy(desc(mailLog.id));
    expect(mail?.kind).toBe('invitation');
  });

  it('answers like a new address for a pending invitation of another company too', async () => {
    const root = await signIn(server.app, 'super_admin@netfleet.test');
    const [amber] = await server.db.select().from(companies).where(eq(companies.name, 'Amber Energy'));
    const first = await apiSend(server.app, 'POST', '/api/users/invite', root, {
      company_id: amber?.id,
      email: 'pending-elsewhere@example.com',
    });
    expect(first.statusCode).toBe(201);
    const again = await invite('pending-elsewhere@example.com');
    expect(again.statusCode, again.body).toBe(201);
  });

  it('still says so for an account or an invitation the admin can see', async () => {
    const own = await invite('END_USER@netfleet.test'); // Harbor Logistics: the admin's customer
    expect(own.statusCode).toBe(409);
    expect(own.json().errors[0]).toMatchObject({
      code: 'CONFLICT',
      message: 'An account with this e-mail exists already.',
      source: 'email',
    });
    expect((await invite('brand-new-person@example.com')).statusCode).toBe(409);
  });
});
