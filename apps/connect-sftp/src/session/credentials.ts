/** What a user types into the sign-in form, as `start` carries it. */
export interface TypedCredentials {
  username: string;
  password?: string;
  private_key?: string;
  passphrase?: string;
}

/** The sign-in form's fields. */
export interface CredentialsDraft {
  username: string;
  password: string;
  privateKey: string;
  passphrase: string;
}

/** Why the form cannot be sent yet. */
export type CredentialsProblem = 'usernameRequired' | 'secretRequired';

/**
 * The `start` credentials of a filled sign-in form, or what is missing: a user name, and a
 * password or a private key (a passphrase only goes with a key). Empty fields are left out.
 */
export function credentialsOf(
  draft: CredentialsDraft,
): { ok: true; credentials: TypedCredentials } | { ok: false; problem: CredentialsProblem } {
  const username = draft.username.trim();
  if (!username) return { ok: false, problem: 'usernameRequired' };
  const privateKey = draft.privateKey.trim();
  if (!draft.password && !privateKey) return { ok: false, problem: 'secretRequired' };
  const credentials: TypedCredentials = { username };
  if (draft.password) credentials.password = draft.password;
  if (privateKey) {
    // OpenSSH keys end with a line break; a pasted one may have lost it.
    credentials.private_key = `${privateKey}\n`;
    if (draft.passphrase) credentials.passphrase = draft.passphrase;
  }
  return { ok: true, credentials };
}
