import type { RemoteSessionAccess } from '@netfleet/contracts';
import { FormField, useTexts } from '@netfleet/ui-kit';
import { type FormEvent, useState } from 'react';
import { sftpTexts } from '../texts.js';
import {
  type CredentialsDraft,
  type CredentialsProblem,
  credentialsOf,
  type TypedCredentials,
} from './credentials.js';

/** Props of {@link CredentialsForm}. */
export interface CredentialsFormProps {
  access: RemoteSessionAccess;
  onSubmit(credentials: TypedCredentials): void;
}

/**
 * The small sign-in form of an entry that stores no credentials: user name (the entry's,
 * when it has one), a password or a private key (pasted or from a file) with its passphrase.
 * What is typed goes to the device for this session only; nothing is stored.
 */
export function CredentialsForm({ access, onSubmit }: CredentialsFormProps) {
  const t = useTexts(sftpTexts);
  const [draft, setDraft] = useState<CredentialsDraft>({
    username: access.username ?? '',
    password: '',
    privateKey: '',
    passphrase: '',
  });
  const [problem, setProblem] = useState<CredentialsProblem | 'keyFileUnreadable' | null>(null);
  const set = (field: keyof CredentialsDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = credentialsOf(draft);
    if (result.ok) onSubmit(result.credentials);
    else setProblem(result.problem);
  };
  const readKeyFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then(set('privateKey'), () => setProblem('keyFileUnreadable'));
  };

  return (
    <form className="sftp-signin" onSubmit={submit} noValidate aria-labelledby="sftp-signin-title">
      <h2 id="sftp-signin-title" className="sftp-signin__title">
        {t('credentials.title', { destination: `${access.destination}:${access.port}` })}
      </h2>
      <p className="sftp-signin__intro">{t('credentials.intro')}</p>
      <FormField
        label={t('credentials.username')}
        required
        error={problem === 'usernameRequired' ? t('credentials.usernameRequired') : undefined}
      >
        <input
          autoComplete="username"
          value={draft.username}
          onChange={(event) => set('username')(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('credentials.password')}
        error={problem === 'secretRequired' ? t('credentials.secretRequired') : undefined}
      >
        <input
          type="password"
          autoComplete="current-password"
          value={draft.password}
          onChange={(event) => set('password')(event.target.value)}
        />
      </FormField>
      <FormField label={t('credentials.privateKey')} hint={t('credentials.privateKeyHint')}>
        <textarea
          rows={4}
          spellCheck={false}
          autoComplete="off"
          className="sftp-signin__key"
          value={draft.privateKey}
          onChange={(event) => set('privateKey')(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('credentials.keyFile')}
        error={problem === 'keyFileUnreadable' ? t('credentials.keyFileUnreadable') : undefined}
      >
        <input type="file" onChange={(event) => readKeyFile(event.target.files?.[0])} />
      </FormField>
      {draft.privateKey.trim() ? (
        <FormField label={t('credentials.passphrase')}>
          <input
            type="password"
            autoComplete="off"
            value={draft.passphrase}
            onChange={(event) => set('passphrase')(event.target.value)}
          />
        </FormField>
      ) : null}
      <div className="sftp-signin__actions">
        <button type="submit" className="nf-button nf-button--primary">
          {t('credentials.connect')}
        </button>
      </div>
    </form>
  );
}
