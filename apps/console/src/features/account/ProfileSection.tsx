import { isSessionEndedError, removeAvatar, updateAccountProfile, uploadAvatar } from '@netfleet/api-client';
import { currentUserQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { AccountProfileSchema, type CurrentUser } from '@netfleet/contracts';
import { useValidationText } from '@netfleet/forms';
import { Alert, FormField } from '@netfleet/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { UserAvatar } from '../../components/UserAvatar.js';
import type { Translate } from '../../i18n/useTexts.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { splitErrors } from './accountErrors.js';
import { prepareAvatar } from './avatarImage.js';
import type { accountPageTexts } from './texts.js';

type AccountTranslate = Translate<(typeof accountPageTexts)['languages']['en']>;

function useUpdateUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return (patch: Partial<CurrentUser>) =>
    queryClient.setQueryData(currentUserQueryOptions(client).queryKey, (user) =>
      user ? { ...user, ...patch } : user,
    );
}

function NameForm({ t }: { t: AccountTranslate }) {
  const user = useCurrentUser();
  const client = useApiClient();
  const { toasts } = useConsole();
  const updateUser = useUpdateUser();
  const [name, setName] = useState(user.username ?? '');
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The schema and the server word their messages in English: shown with this field's label.
  const say = useValidationText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(AccountProfileSchema, { username: name });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    if (parsed.output.username === (user.username ?? '').trim()) {
      setError(t('profile.unchanged'));
      return;
    }
    setPending(true);
    setGeneral(null);
    try {
      const saved = await updateAccountProfile(client, parsed.output);
      updateUser({ username: saved.username });
      setName(saved.username);
      toasts.success(t('profile.saved'));
    } catch (thrown) {
      if (isSessionEndedError(thrown)) return;
      const errors = splitErrors(thrown, ['username'], t('saveFailed'));
      setError(errors.fields.username ?? null);
      setGeneral(errors.general);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label={t('profile.name')} error={error ? say(error, t('profile.name')) : undefined} required>
        <input
          className="nf-input"
          name="username"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <FormField label={t('profile.email')} hint={t('profile.emailHint')}>
        <input className="nf-input" name="email" type="email" value={user.email} readOnly />
      </FormField>
      {general ? <Alert variant="error">{general}</Alert> : null}
      <div className="account-section__actions">
        <button type="submit" className="nf-button nf-button--primary" disabled={pending} aria-busy={pending}>
          {t('profile.save')}
        </button>
      </div>
    </form>
  );
}

function AvatarForm({ t }: { t: AccountTranslate }) {
  const user = useCurrentUser();
  const client = useApiClient();
  const { toasts } = useConsole();
  const updateUser = useUpdateUser();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const hintId = useId();

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (thrown) {
      if (!isSessionEndedError(thrown))
        setError(splitErrors(thrown, [], t('profile.pictureUnreadable')).general);
    } finally {
      setPending(false);
    }
  };

  const upload = (file: File) =>
    run(async () => {
      const prepared = await prepareAvatar(file).catch(() => null);
      if (!prepared) {
        setError(t('profile.pictureUnreadable'));
        return;
      }
      if (prepared.problem) {
        setError(prepared.problem === 'type' ? t('profile.pictureType') : t('profile.pictureTooLarge'));
        return;
      }
      const saved = await uploadAvatar(client, { data_url: prepared.dataUrl });
      updateUser({ avatar_url: saved.avatar_url });
      toasts.success(t('profile.pictureSaved'));
    });

  return (
    <div className="account-avatar">
      <span className="nf-field__label">{t('profile.picture')}</span>
      <UserAvatar user={user} size={96} className="account-avatar__image" />
      <input
        ref={input}
        className="nf-visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={t('profile.upload')}
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className="account-section__actions">
        <button
          type="button"
          className="nf-button"
          disabled={pending}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t('profile.upload')}
        </button>
        {user.avatar_url ? (
          <button
            type="button"
            className="nf-button"
            disabled={pending}
            onClick={() =>
              void run(async () => {
                await removeAvatar(client);
                updateUser({ avatar_url: null });
                toasts.success(t('profile.pictureRemoved'));
              })
            }
          >
            {t('profile.remove')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="nf-field__hint">
        {t('profile.pictureHint')}
      </p>
      {error ? (
        <p className="nf-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Profile: the name (editable), the e-mail (read-only) and the picture. */
export function ProfileSection({ t }: { t: AccountTranslate }) {
  const headingId = useId();
  return (
    <section className="account-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.title')}</h2>
      <div className="account-profile">
        <AvatarForm t={t} />
        <NameForm t={t} />
      </div>
    </section>
  );
}
