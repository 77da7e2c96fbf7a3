import { SMTPServer } from 'smtp-server';

/** A mail the sink took, with its envelope and the raw message (headers and body). */
export interface SinkMail {
  from: string;
  to: string[];
  raw: string;
  /** The user name the client signed in with, if any. */
  user: string | null;
}

/** A running SMTP sink. */
export interface SmtpSinkPeer {
  port: number;
  /** Mail received so far, oldest first. */
  mails: SinkMail[];
  /** Resolves with the first mail (already received or to come) that `match` accepts. Rejects after `timeoutMs` (default 10 s). */
  waitFor(match: (mail: SinkMail) => boolean, timeoutMs?: number): Promise<SinkMail>;
  close(): Promise<void>;
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** The one login the sink accepts; without it any client may send without signing in. */
  login?: { user: string; password: string };
}

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port that keeps every
 * mail in memory: plain SMTP, login allowed without TLS (a test peer on the loopback), a
 * wrong password answered 535 as a real server would.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSinkPeer> {
  const mails: SinkMail[] = [];
  const waiters = new Set<{ match: (mail: SinkMail) => boolean; resolve: (mail: SinkMail) => void }>();
  const { login } = options;
  const server = new SMTPServer({
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !login,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: SinkMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : null,
        };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: SinkMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail reached the SMTP sink within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
