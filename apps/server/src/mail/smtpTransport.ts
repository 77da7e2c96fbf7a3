import type { SmtpSecurity } from '@netfleet/contracts';
import nodemailer from 'nodemailer';

/** What nodemailer needs to reach an SMTP server; the password already opened. */
export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string | null;
  password: string | null;
  fromEmail: string;
  fromName: string | null;
}

/** A plain-text mail to deliver. */
export interface SmtpMail {
  to: string;
  subject: string;
  text: string;
}

/** The answer of {@link sendSmtpMail}: delivered, or why not in words. */
export type SmtpResult = { ok: true } | { ok: false; error: string };

/** A test or a log mail must not hold a request or the relay for long. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * The SMTP error of a failed send in an operator's words: the server could not be reached
 * (refused, unknown host, timed out), refused the login, refused TLS, or refused the mail
 * (its own reply then follows).
 */
export function describeSmtpError(error: unknown): string {
  const failure = error as { code?: string; message?: string; response?: string } | null;
  const message = failure?.message ?? String(error);
  const raw = `${failure?.code ?? ''} ${message}`;
  if (/ECONNREFUSED/.test(raw))
    return `Connection refused: nothing answers on that host and port. (${message})`;
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(raw)) return `Host not found: check the host name. (${message})`;
  if (/ETIMEDOUT|timeout/i.test(raw)) return `The SMTP server did not answer in time. (${message})`;
  if (failure?.code === 'EAUTH')
    return `Authentication failed: the server refused the username or password. (${failure.response ?? message})`;
  if (failure?.code === 'ETLS' || /TLS|SSL|certificate|wrong version/i.test(raw)) {
    return `TLS failed: check the connection security and the port. (${message})`;
  }
  if (failure?.code === 'EENVELOPE')
    return `The server refused the sender or the recipient. (${failure.response ?? message})`;
  return `Sending failed: ${message}`;
}

/**
 * Delivers one mail through an SMTP server with nodemailer: `tls` speaks TLS from the start
 * (port 465), `starttls` insists on upgrading, `none` never upgrades. Never throws.
 */
export async function sendSmtpMail(settings: SmtpSettings, mail: SmtpMail): Promise<SmtpResult> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    ...(settings.username ? { auth: { user: settings.username, pass: settings.password ?? '' } } : {}),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: settings.fromName ? { name: settings.fromName, address: settings.fromEmail } : settings.fromEmail,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: describeSmtpError(error) };
  } finally {
    transport.close();
  }
}
