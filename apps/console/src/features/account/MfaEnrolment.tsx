import { confirmMfaEnrolment, errorMessageOf, isSessionEndedError } from '@netfleet/api-client';
import { useApiClient } from '@netfleet/api-client/react';
import {
  type EnrollableMfaMethod,
  MfaCodeSchema,
  type MfaEnrolment as MfaEnrolmentData,
  type RecoveryCodesResponse,
} from '@netfleet/contracts';
import { Alert, CopyToClipboard, FormField } from '@netfleet/ui-kit';
import QRCode from 'qrcode';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useTexts } from '../../i18n/useTexts.js';
import { mfaEnrolmentTexts } from './enrolmentTexts.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import './account.css';

/** Props of {@link MfaEnrolment}. */
interface MfaEnrolmentProps {
  /**
   * Starts setting up `method` (`POST /user/mfa/enrolment`): the console sends it through
   * the forms' submit flow (step-up when a method is in use), the MFA_MANDATORY notice with
   * the api-client. Resolves `null` when the user cancelled the step-up; rejects with the
   * error to show.
   */
  start(method: EnrollableMfaMethod): Promise<MfaEnrolmentData | null>;
  /** The new method is in use: its recovery codes are on screen now. */
  onConfirmed?(result: RecoveryCodesResponse['data']): void;
  /** The user saved the recovery codes. */
  onFinished(): void;
  /** The last step's button; defaults to "I have saved these codes". */
  finishLabel?: string;
  /** Heading level of the steps' titles (2 on a page of its own, 3 under a section). */
  headingLevel?: 2 | 3;
}

type Step =
  | { name: 'choose' }
  | { name: 'verify'; enrolment: MfaEnrolmentData }
  | { name: 'codes'; codes: readonly string[] };

/** The secret in groups of four, for typing by hand. */
function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

function useQrCode(uri: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    setSrc(null);
    if (!uri) return;
    let live = true;
    QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return src;
}

/**
 * The steps that set up a second factor: choose an authenticator app (TOTP) or e-mail codes;
 * prove it with a 6-digit code (TOTP: a QR code of the `otpauth://` URI and the secret in
 * groups of four with a copy button; e-mail: where the code went, and resend); then the 10
 * recovery codes with Copy, Download (.txt) and "I have saved these codes". Used in the
 * ChangeMfa modal, inline on `/account` and on the MFA_MANDATORY notice page.
 */
export function MfaEnrolment({
  start,
  onConfirmed,
  onFinished,
  finishLabel,
  headingLevel = 2,
}: MfaEnrolmentProps) {
  const t = useTexts(mfaEnrolmentTexts);
  const client = useApiClient();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [method, setMethod] = useState<EnrollableMfaMethod>('totp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const groupName = useId();
  const enrolment = step.name === 'verify' ? step.enrolment : null;
  const qr = useQrCode(enrolment?.method === 'totp' ? enrolment.otpauth_uri : null);

  // Each new step's title takes the focus (it mounts anew per step), so a screen reader hears
  // where the user is; not the first step's, which opens with the page or the modal.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    if (node && mounted.current) node.focus();
  }, []);

  const begin = async (chosen: EnrollableMfaMethod, resend = false) => {
    setBusy(true);
    setError(null);
    try {
      const started = await start(chosen);
      if (!started) return;
      setStep({ name: 'verify', enrolment: started });
      setCode('');
      setCodeError(null);
      setNotice(resend && started.method === 'email' ? t('resent', { email: started.email }) : null);
    } catch (thrown) {
      if (!isSessionEndedError(thrown)) setError(errorMessageOf(thrown, t('codeInvalid')));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(MfaCodeSchema, code);
    if (!parsed.success) {
      setCodeError(t('codeInvalid'));
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      const result = await confirmMfaEnrolment(client, { code: parsed.output });
      onConfirmed?.(result);
      setStep({ name: 'codes', codes: result.recovery_codes });
    } catch (thrown) {
      if (!isSessionEndedError(thrown)) setCodeError(errorMessageOf(thrown, t('codeInvalid')));
    } finally {
      setBusy(false);
    }
  };

  if (step.name === 'codes') {
    return (
      <div className="mfa-enrolment">
        <Heading ref={headingRef} tabIndex={-1} className="mfa-enrolment__title">
          {t('codesTitle')}
        </Heading>
        <p role="status">{t('enabled')}</p>
        <RecoveryCodes codes={step.codes} onSaved={onFinished} savedLabel={finishLabel ?? t('saved')} />
      </div>
    );
  }

  if (enrolment) {
    return (
      <form className="mfa-enrolment" noValidate onSubmit={(event) => void verify(event)}>
        <Heading ref={headingRef} tabIndex={-1} className="mfa-enrolment__title">
          {enrolment.method === 'totp' ? t('totpTitle') : t('emailTitle')}
        </Heading>
        {enrolment.method === 'totp' ? (
          <div className="mfa-enrolment__totp">
            <p>{t('scan')}</p>
            {qr ? (
              <img className="mfa-enrolment__qr" src={qr} alt={t('qrAlt')} width={192} height={192} />
            ) : (
              <div className="mfa-enrolment__qr" aria-hidden="true" />
            )}
            <div className="mfa-enrolment__secret">
              <span>{t('secretLabel')}</span>
              <code data-testid="mfa-secret">{groupSecret(enrolment.secret)}</code>
              <CopyToClipboard text={enrolment.secret} label={t('copyKey')} copiedLabel={t('copied')} />
            </div>
          </div>
        ) : (
          <div className="mfa-enrolment__email">
            <p>{t('emailSent', { email: enrolment.email })}</p>
            <button
              type="button"
              className="nf-button"
              disabled={busy}
              onClick={() => void begin('email', true)}
            >
              {t('resend')}
            </button>
          </div>
        )}
        {notice ? <p role="status">{notice}</p> : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormField
          label={t('codeLabel')}
          hint={enrolment.method === 'totp' ? t('codeHintTotp') : t('codeHintEmail')}
          error={codeError ?? undefined}
          required
        >
          <input
            className="nf-input mfa-enrolment__code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
              setCodeError(null);
            }}
          />
        </FormField>
        <div className="mfa-enrolment__actions">
          <button
            type="button"
            className="nf-button"
            disabled={busy}
            onClick={() => {
              setStep({ name: 'choose' });
              setError(null);
            }}
          >
            {t('back')}
          </button>
          <button type="submit" className="nf-button nf-button--primary" disabled={busy} aria-busy={busy}>
            {t('verify')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="mfa-enrolment"
      onSubmit={(event) => {
        event.preventDefault();
        void begin(method);
      }}
    >
      <fieldset className="mfa-enrolment__methods">
        <legend>
          <Heading ref={headingRef} tabIndex={-1} className="mfa-enrolment__title">
            {t('chooseTitle')}
          </Heading>
        </legend>
        {(['totp', 'email'] as const).map((option) => (
          <label key={option} className="mfa-enrolment__method">
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
              aria-describedby={`${groupName}-${option}-hint`}
            />
            <span>
              <strong>{t(option)}</strong>
              <span id={`${groupName}-${option}-hint`} className="mfa-enrolment__hint">
                {option === 'totp' ? t('totpHint') : t('emailHint')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <div className="mfa-enrolment__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={busy} aria-busy={busy}>
          {busy ? t('starting') : t('continue')}
        </button>
      </div>
    </form>
  );
}
