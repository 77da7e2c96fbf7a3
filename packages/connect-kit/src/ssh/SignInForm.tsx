import type { RemoteSessionAccess } from '@netfleet/contracts';
import { FileChooser, FormField, useTexts } from '@netfleet/ui-kit';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  CREDENTIAL_LIMITS,
  type CredentialField,
  type CredentialProblem,
  type CredentialValues,
  credentialProblems,
  initialCredentials,
} from './credentials.js';
import { sshTexts } from './sshTexts.js';

/** A file's text through FileReader (older browsers and jsdom have no `Blob.text`). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  access: RemoteSessionAccess;
  onSubmit(values: CredentialValues): void;
  onCancel(): void;
}

/**
 * The credentials of an SSH entry that stores none: the user name (the entry's, when it has
 * one), then a password, or a private key (pasted or read from a file) with its passphrase.
 * Nothing typed here is kept: it goes to the bridge once, in `start`.
 */
export function SignInForm({ access, onSubmit, onCancel }: SignInFormProps) {
  const t = useTexts(sshTexts);
  const [values, setValues] = useState<CredentialValues>(() => initialCredentials(access));
  const [problems, setProblems] = useState<Partial<Record<CredentialField, CredentialProblem>>>({});
  const [fileProblem, setFileProblem] = useState(false);
  const [keyFileName, setKeyFileName] = useState<string | null>(null);
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const secretField = useRef<HTMLInputElement>(null);

  // The user name is usually filled: start where typing is needed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears.
  useEffect(() => {
    (values.username ? secretField.current : firstField.current)?.focus();
  }, []);

  const set =
    <K extends keyof CredentialValues>(key: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [key]: event.target.value as CredentialValues[K] }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = credentialProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  }

  async function readKeyFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileProblem(false);
    setKeyFileName(null);
    try {
      // A key file is a few KB; of a far larger file the start is enough for the check to refuse it.
      const text = await readText(file.slice(0, CREDENTIAL_LIMITS.privateKey + 1));
      setValues((current) => ({ ...current, privateKey: text }));
      setKeyFileName(file.name);
    } catch {
      setFileProblem(true);
    }
  }

  const error = (field: CredentialField) => {
    const problem = problems[field];
    return problem ? t(`errors.${problem}`) : undefined;
  };

  return (
    <form className="connect-panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className="connect-panel__title">
        {t('signIn.title', { destination: `${access.destination}:${access.port}` })}
      </h2>
      <p className="connect-panel__intro">{t('signIn.intro')}</p>
      <FormField label={t('signIn.username')} error={error('username')} required>
        <input
          ref={firstField}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
        />
      </FormField>
      <fieldset className="connect-panel__methods">
        <legend className="nf-field__label">{t('signIn.method')}</legend>
        {(['password', 'key'] as const).map((method) => (
          <label key={method} className="connect-panel__method">
            <input
              type="radio"
              name="method"
              value={method}
              checked={values.method === method}
              onChange={() => setValues((current) => ({ ...current, method }))}
            />{' '}
            {t(method === 'password' ? 'signIn.password' : 'signIn.key')}
          </label>
        ))}
      </fieldset>
      {values.method === 'password' ? (
        <FormField label={t('signIn.password')} error={error('password')} required>
          <input
            ref={secretField}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={set('password')}
          />
        </FormField>
      ) : (
        <>
          <FormField label={t('signIn.key')} hint={t('signIn.keyHint')} error={error('privateKey')} required>
            <textarea
              name="private_key"
              className="connect-panel__key"
              rows={6}
              spellCheck={false}
              autoComplete="off"
              value={values.privateKey}
              onChange={set('privateKey')}
            />
          </FormField>
          <FormField
            label={t('signIn.keyFile')}
            hint={keyFileName ? t('signIn.keyFileRead', { name: keyFileName }) : undefined}
            error={fileProblem ? t('errors.keyFileUnreadable') : undefined}
          >
            {(control) => (
              <span className="connect-panel__key-file">
                <FileChooser
                  {...control}
                  buttonLabel={t('signIn.chooseKeyFile')}
                  name="key_file"
                  onChange={(event) => void readKeyFile(event)}
                />
              </span>
            )}
          </FormField>
          <FormField
            label={t('signIn.passphrase')}
            hint={t('signIn.passphraseHint')}
            error={error('passphrase')}
          >
            <input
              name="passphrase"
              type="password"
              autoComplete="off"
              value={values.passphrase}
              onChange={set('passphrase')}
            />
          </FormField>
        </>
      )}
      <div className="connect-panel__actions">
        <button type="submit" className="nf-button nf-button--primary">
          {t('signIn.connect')}
        </button>
        <button type="button" className="nf-button" onClick={onCancel}>
          {t('signIn.cancel')}
        </button>
      </div>
    </form>
  );
}
