import * as v from 'valibot';
import { fieldMessage } from './forms/fieldMessages.js';
import { emailChecks, requiredEmail } from './forms/fields.js';

/** How the server talks to the SMTP server: plain, STARTTLS upgrade, or TLS from the start. */
export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/**
 * The outgoing mail (SMTP) settings as `GET /email-settings` answers them. The password is
 * never sent back: `has_password` says whether one is stored. `last_test_result` is `ok` or
 * the last test mail's error in words.
 */
export const EmailSettingsSchema = v.object({
  name: v.string(),
  host: v.string(),
  port: v.number(),
  security: v.picklist(SMTP_SECURITY),
  username: v.nullable(v.string()),
  has_password: v.boolean(),
  from_email: v.string(),
  from_name: v.nullable(v.string()),
  enabled: v.boolean(),
  last_test_at: v.nullable(v.string()),
  last_test_result: v.nullable(v.string()),
  updated_at: v.string(),
});
export type EmailSettings = v.InferOutput<typeof EmailSettingsSchema>;

/** `GET /email-settings` and `PUT /email-settings` body: the settings, or null before any are saved. */
export const EmailSettingsResponseSchema = v.object({ data: v.nullable(EmailSettingsSchema) });

const optionalText = (max: number, message: string) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, message))));

/**
 * `PUT /email-settings` body (update_email_settings). A missing or empty `password` keeps the
 * stored one; an empty `username` means the server needs no login (the password goes too).
 */
export const SaveEmailSettingsSchema = v.object({
  name: v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.nonEmpty('Name is required'),
    v.maxLength(100, fieldMessage('maxLength', { label: 'Name', max: 100 })),
  ),
  host: v.pipe(
    v.string('Host is required'),
    v.trim(),
    v.nonEmpty('Host is required'),
    v.maxLength(253, fieldMessage('maxLength', { label: 'Host', max: 253 })),
    v.regex(/^[A-Za-z0-9.:[\]-]+$/, fieldMessage('host', { label: 'Host' })),
  ),
  port: v.pipe(
    v.number('Port must be a number'),
    v.integer('Port must be a whole number'),
    v.minValue(1, 'Port must be between 1 and 65535'),
    v.maxValue(65_535, 'Port must be between 1 and 65535'),
  ),
  security: v.picklist(SMTP_SECURITY, 'Choose the connection security'),
  username: optionalText(254, fieldMessage('maxLength', { label: 'Username', max: 254 })),
  password: v.optional(
    v.pipe(v.string(), v.maxLength(1000, fieldMessage('maxLength', { label: 'Password', max: 1000 }))),
  ),
  from_email: requiredEmail('From e-mail'),
  from_name: optionalText(100, fieldMessage('maxLength', { label: 'From name', max: 100 })),
  enabled: v.boolean('enabled must be true or false'),
});
export type SaveEmailSettingsPayload = v.InferOutput<typeof SaveEmailSettingsSchema>;

/** `POST /email-settings/test` body: where to send the test mail. */
export const SendTestMailSchema = v.object({
  to: v.pipe(v.string('Recipient is required'), v.trim(), v.nonEmpty('Recipient is required'), emailChecks()),
});
export type SendTestMailPayload = v.InferOutput<typeof SendTestMailSchema>;

/** `POST /email-settings/test` answer: whether the SMTP server took the mail, and why not. */
export const TestMailResultSchema = v.object({
  data: v.object({ ok: v.boolean(), result: v.string(), last_test_at: v.string() }),
});
export type TestMailResult = v.InferOutput<typeof TestMailResultSchema>['data'];
