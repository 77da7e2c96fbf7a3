import type { RemoteSessionAccess } from '@netfleet/contracts';
import { FormField, useTexts } from '@netfleet/ui-kit';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { desktopTexts } from '../texts.js';
import type { CredentialType } from './createVncSession.js';

/** Longest value the form sends (VNC passwords use 8 characters; other schemes more). */
export const CREDENTIAL_MAX_LENGTH = 1024;

/** Props of {@link CredentialsForm}. */
export interface CredentialsFormProps {
  access: RemoteSessionAccess;
  /** What the VNC server asked for (noVNC's `credentialsrequired`). */
  types: CredentialType[];
  onSubmit(values: Partial<Record<CredentialType, string>>): void;
  onCancel(): void;
}

type Problem = { kind: 'required' } | { kind: 'tooLong' };

/**
 * What the VNC server asks for before it shows its screen: usually a password, with a user
 * name for some schemes. The entry's stored password never reaches the browser, so the user
 * types it here; it goes to noVNC once and is not kept.
 */
export function CredentialsForm({ access, types, onSubmit, onCancel }: CredentialsFormProps) {
  const t = useTexts(desktopTexts);
  const [values, setValues] = useState<Partial<Record<CredentialType, string>>>(() =>
    types.includes('username') && access.username ? { username: access.username } : {},
  );
  const [problems, setProblems] = useState<Partial<Record<CredentialType, Problem>>>({});
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<CredentialType, Problem>> = {};
    for (const type of types) {
      const value = values[type] ?? '';
      if (value === '') found[type] = { kind: 'required' };
      else if (value.length > CREDENTIAL_MAX_LENGTH) found[type] = { kind: 'tooLong' };
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const sent: Partial<Record<CredentialType, string>> = {};
    for (const type of types) sent[type] = values[type] ?? '';
    onSubmit(sent);
  }

  const error = (type: CredentialType) => {
    const problem = problems[type];
    if (!problem) return undefined;
    return problem.kind === 'required'
      ? t(`credentials.required.${type}`)
      : t('credentials.tooLong', { max: CREDENTIAL_MAX_LENGTH });
  };
  // Focus the first field the user has to fill (a pre-filled user name is not one).
  const firstEmpty = types.find((type) => !values[type]) ?? types[0];

  return (
    <form className="connect-panel" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className="connect-panel__title">
        {t('credentials.title', { destination: `${access.destination}:${access.port}` })}
      </h2>
      <p className="connect-panel__intro">{t('credentials.intro')}</p>
      {types.map((type) => (
        <FormField key={type} label={t(`credentials.${type}`)} error={error(type)} required>
          <input
            ref={type === firstEmpty ? first : undefined}
            name={type}
            type={type === 'password' ? 'password' : 'text'}
            autoComplete={type === 'password' ? 'current-password' : type === 'username' ? 'username' : 'off'}
            value={values[type] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [type]: event.target.value }))}
          />
        </FormField>
      ))}
      <div className="connect-panel__actions">
        <button type="submit" className="nf-button nf-button--primary">
          {t('credentials.connect')}
        </button>
        <button type="button" className="nf-button" onClick={onCancel}>
          {t('credentials.cancel')}
        </button>
      </div>
    </form>
  );
}
