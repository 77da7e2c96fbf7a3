import { type EmailSettings, SaveEmailSettingsSchema, SendTestMailSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailConfigurations } from '../../db/schema.js';
import { API_ERROR_CODES } from '../../http/apiErrorCodes.js';
import { requireAuth } from '../../http/requireAuth.js';
import { sendError } from '../../http/sendError.js';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider.js';
import { createMailRelay } from '../../mail/createMailRelay.js';
import {
  type EmailConfigurationRow,
  loadEmailConfiguration,
  smtpSettingsOf,
} from '../../mail/loadSmtpSettings.js';
import { sendSmtpMail } from '../../mail/smtpTransport.js';
import type { ServerContext } from '../../serverContext.js';

const manage = {
  permission: 'update_email_settings',
  refusal: 'You do not have permission to change the e-mail settings.',
} as const;

/** The row as the wire shows it: never the password, only whether one is stored. */
function toSettingsJson(row: EmailConfigurationRow): EmailSettings {
  return {
    name: row.name,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    has_password: row.password !== null,
    from_email: row.fromEmail,
    from_name: row.fromName,
    enabled: row.enabled,
    last_test_at: row.lastTestAt?.toISOString() ?? null,
    last_test_result: row.lastTestResult,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The outgoing mail (SMTP) settings of `/email-smtp` (update_email_settings, to view too):
 * - `GET /email-settings` → `{ data: EmailSettings | null }`;
 * - `PUT /email-settings` (`SaveEmailSettingsSchema`) → `{ data }`: the password is sealed at
 *   rest and never sent back; a missing or empty one keeps the stored password, and no
 *   username removes it;
 * - `POST /email-settings/test { to }` → `{ data: { ok, result, last_test_at } }`: sends a test
 *   mail through the saved settings and records when and how it went (`ok` or the error in
 *   words). An SMTP failure is the test's answer, not an API error: 200 with `ok: false`.
 * While the settings are enabled, the mail relay delivers the mail log through them.
 */
export async function emailSettingsRoutes(app: FastifyInstance, context: ServerContext): Promise<void> {
  const { db, now, credentials } = context;
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const relay = createMailRelay({
    db,
    credentials,
    warn: (details, message) => app.log.warn(details, message),
  });
  app.addHook('onClose', async () => relay.stop());

  api.get('/email-settings', { config: manage }, async () => {
    const row = await loadEmailConfiguration(db);
    return { data: row ? toSettingsJson(row) : null };
  });

  api.put(
    '/email-settings',
    { config: manage, schema: { body: SaveEmailSettingsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const username = body.username ? body.username : null;
      const stored = await loadEmailConfiguration(db);
      let password: string | null = stored?.password ?? null;
      if (username === null) password = null;
      else if (body.password) password = credentials.seal({ password: body.password });
      const values = {
        name: body.name,
        host: body.host,
        port: body.port,
        security: body.security,
        username,
        password,
        fromEmail: body.from_email,
        fromName: body.from_name ? body.from_name : null,
        enabled: body.enabled,
        updatedBy: auth.user.id,
        updatedAt: new Date(now()),
      };
      const [row] = stored
        ? await db
            .update(emailConfigurations)
            .set(values)
            .where(eq(emailConfigurations.id, stored.id))
            .returning()
        : await db.insert(emailConfigurations).values(values).returning();
      if (!row) throw new Error('The e-mail settings were not stored');
      return { data: toSettingsJson(row) };
    },
  );

  api.post(
    '/email-settings/test',
    { config: manage, schema: { body: SendTestMailSchema } },
    async (request, reply) => {
      const stored = await loadEmailConfiguration(db);
      if (!stored) {
        return sendError(
          reply,
          409,
          API_ERROR_CODES.CONFLICT,
          'Save the SMTP settings before sending a test mail.',
        );
      }
      const sent = await sendSmtpMail(smtpSettingsOf(stored, credentials), {
        to: request.body.to,
        subject: 'Netfleet test mail',
        text: `This test mail was sent through the SMTP settings "${stored.name}" (${stored.host}:${stored.port}).\n`,
      });
      const result = sent.ok ? 'ok' : sent.error;
      const at = new Date(now());
      await db
        .update(emailConfigurations)
        .set({ lastTestAt: at, lastTestResult: result })
        .where(eq(emailConfigurations.id, stored.id));
      return { data: { ok: sent.ok, result, last_test_at: at.toISOString() } };
    },
  );
}
