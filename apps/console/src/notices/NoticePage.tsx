import { useApiClient } from '@netfleet/api-client/react';
import { Icon, type IconName, useToastStore } from '@netfleet/ui-kit';
import { type ReactNode, useState } from 'react';
import { resendActivation } from '../api/accountApi.js';
import { RequestError } from '../api/toRequestError.js';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import type { NoticeKind } from '../state/createAppStatus.js';

/** Toast after the activation mail was sent again (spec §8). */
export const ACTIVATION_SENT = 'Email confirmation sent successfully';

/** Toast after sending the activation mail failed: "Failed to send email confirmation (Bad Gateway)". */
export function activationFailedMessage(error: unknown): string {
  const reason =
    error instanceof RequestError ? error.statusText || (error.status ? String(error.status) : '-') : '-';
  return `Failed to send email confirmation (${reason})`;
}

function LogoutButton() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="nf-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        client.logout().catch(() => setBusy(false));
      }}
    >
      Log out
    </button>
  );
}

function ResendActivationButton() {
  const client = useApiClient();
  const toasts = useToastStore();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="nf-button nf-button--primary"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await resendActivation(client);
          toasts.success(ACTIVATION_SENT);
        } catch (error) {
          toasts.error(activationFailedMessage(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Resend confirmation email
    </button>
  );
}

interface NoticeContent {
  icon: IconName;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}

function useContent(kind: NoticeKind): NoticeContent {
  const { env } = useConsole();
  switch (kind) {
    case 'email-not-verified':
      return {
        icon: 'warning',
        title: 'Please verify your e-mail address',
        text: 'We sent a confirmation link to your e-mail address. Open it to start using Netfleet. No message? Send it again.',
        actions: (
          <>
            <ResendActivationButton />
            <LogoutButton />
          </>
        ),
      };
    case 'not-invited':
      return {
        icon: 'user',
        title: 'You have not been invited',
        text: 'You signed in with single sign-on, but nobody has invited you to Netfleet yet. Ask an administrator of your company to invite you.',
        actions: <LogoutButton />,
      };
    case 'mfa-mandatory':
      return {
        icon: 'warning',
        title: 'Multi-factor authentication is required',
        text: 'Your company requires multi-factor authentication. Set it up in your account settings, then sign in again.',
        actions: (
          <>
            <a className="nf-button nf-button--primary" href="/auth">
              Open account settings
            </a>
            <LogoutButton />
          </>
        ),
      };
    default:
      return {
        icon: 'info',
        title: 'Netfleet is under maintenance',
        text: 'Netfleet cannot be reached right now. We are working on it: please try again in a few minutes.',
        actions: (
          <button type="button" className="nf-button nf-button--primary" onClick={() => env.reload()}>
            Try again
          </button>
        ),
      };
  }
}

/** A full-page notice that replaces the console (spec §2.4): maintenance and the three login blocks. */
export function NoticePage({ kind }: { kind: NoticeKind }) {
  const content = useContent(kind);
  return (
    <main className="standalone-page" data-notice={kind}>
      <div className="standalone-card notice-card">
        <Icon name={content.icon} size={32} className="notice-card__icon" />
        <h1>{content.title}</h1>
        <p>{content.text}</p>
        <div className="notice-card__actions">{content.actions}</div>
      </div>
    </main>
  );
}
