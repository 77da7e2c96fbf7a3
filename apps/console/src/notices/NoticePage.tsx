import { isApiError, resendActivation } from '@netfleet/api-client';
import { useApiClient } from '@netfleet/api-client/react';
import { Icon, type IconName, Loader, useToastStore } from '@netfleet/ui-kit';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { type Translate, useTexts } from '../i18n/useTexts.js';
import type { NoticeKind } from '../state/createAppStatus.js';
import { noticesTexts } from './texts.js';

const MfaMandatorySetup = lazy(() =>
  import('../features/account/MfaMandatorySetup.js').then((module) => ({
    default: module.MfaMandatorySetup,
  })),
);

type NoticesTranslate = Translate<(typeof noticesTexts)['languages']['en']>;

/** Why sending the activation mail failed: the response's status text ("Bad Gateway"), its status, or "-". */
export function activationFailureReason(error: unknown): string {
  if (!isApiError(error)) return '-';
  return error.statusText || (error.status ? String(error.status) : '-');
}

function LogoutButton({ t }: { t: NoticesTranslate }) {
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
      {t('logOut')}
    </button>
  );
}

function ResendActivationButton({ t }: { t: NoticesTranslate }) {
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
          toasts.success(t('activationSent'));
        } catch (error) {
          toasts.error(t('activationFailed', { reason: activationFailureReason(error) }));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('resendConfirmation')}
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
  const t = useTexts(noticesTexts);
  const [settingUp, setSettingUp] = useState(false);
  switch (kind) {
    case 'email-not-verified':
      return {
        icon: 'warning',
        title: t('emailNotVerified.title'),
        text: t('emailNotVerified.text'),
        actions: (
          <>
            <ResendActivationButton t={t} />
            <LogoutButton t={t} />
          </>
        ),
      };
    case 'not-invited':
      return {
        icon: 'user',
        title: t('notInvited.title'),
        text: t('notInvited.text'),
        actions: <LogoutButton t={t} />,
      };
    case 'mfa-mandatory':
      // The set-up runs here, inline: the console itself is blocked until a method is in use.
      return {
        icon: 'warning',
        title: t('mfaMandatory.title'),
        text: t('mfaMandatory.text'),
        actions: settingUp ? (
          <div className="notice-card__setup">
            <Suspense fallback={<Loader />}>
              <MfaMandatorySetup continueLabel={t('mfaMandatory.continue')} onDone={() => env.reload()} />
            </Suspense>
            <LogoutButton t={t} />
          </div>
        ) : (
          <>
            <button type="button" className="nf-button nf-button--primary" onClick={() => setSettingUp(true)}>
              {t('mfaMandatory.setUp')}
            </button>
            <LogoutButton t={t} />
          </>
        ),
      };
    default:
      return {
        icon: 'info',
        title: t('maintenance.title'),
        text: t('maintenance.text'),
        actions: (
          <button type="button" className="nf-button nf-button--primary" onClick={() => env.reload()}>
            {t('tryAgain')}
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
