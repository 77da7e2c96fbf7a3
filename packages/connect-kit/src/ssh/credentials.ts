import type { BridgeClientMessage, RemoteSessionAccess } from '@netfleet/contracts';

/** The bridge's `start` message. */
export type StartMessage = Extract<BridgeClientMessage, { type: 'start' }>;

/** How the user signs in to the device: a password, or a private key (with its passphrase). */
export type CredentialMethod = 'password' | 'key';

/** What the sign-in form holds. */
export interface CredentialValues {
  username: string;
  method: CredentialMethod;
  password: string;
  privateKey: string;
  passphrase: string;
}

/** A field of the form with something wrong. */
export type CredentialField = 'username' | 'password' | 'privateKey' | 'passphrase';

/** What is wrong with a field: a key of the `errors` texts (`sshTexts.ts`). */
export type CredentialProblem =
  | 'usernameRequired'
  | 'usernameTooLong'
  | 'passwordRequired'
  | 'passwordTooLong'
  | 'keyRequired'
  | 'keyTooLong'
  | 'keyNotPrivateKey'
  | 'passphraseTooLong';

/** The bridge's limits (`BridgeClientMessageSchema`'s `start`). */
export const CREDENTIAL_LIMITS = {
  username: 64,
  password: 1024,
  privateKey: 16_384,
  passphrase: 1024,
} as const;

/** The first line of a private key ssh2 reads: OpenSSH, PEM (RSA, EC, PKCS#8) or PuTTY. */
const PRIVATE_KEY_START = /^(-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----|PuTTY-User-Key-File-\d+:)/;

/**
 * Whether the page must ask for credentials before it starts: an SSH or SFTP entry that stores
 * neither a password nor a private key. Telnet logs in on the terminal itself.
 */
export function needsCredentials(access: RemoteSessionAccess): boolean {
  return (
    (access.protocol === 'ssh' || access.protocol === 'sftp') &&
    !access.has_password &&
    !access.has_private_key
  );
}

/** The form's first values: the entry's user name, password sign-in. */
export function initialCredentials(access: RemoteSessionAccess): CredentialValues {
  return {
    username: access.username ?? '',
    method: 'password',
    password: '',
    privateKey: '',
    passphrase: '',
  };
}

/** What is wrong with the form, field by field (empty: it can be sent). */
export function credentialProblems(
  values: CredentialValues,
): Partial<Record<CredentialField, CredentialProblem>> {
  const problems: Partial<Record<CredentialField, CredentialProblem>> = {};
  const username = values.username.trim();
  if (!username) problems.username = 'usernameRequired';
  else if (username.length > CREDENTIAL_LIMITS.username) problems.username = 'usernameTooLong';
  if (values.method === 'password') {
    // A password is sent as typed: it may begin or end with a space.
    if (!values.password) problems.password = 'passwordRequired';
    else if (values.password.length > CREDENTIAL_LIMITS.password) problems.password = 'passwordTooLong';
  } else {
    const key = values.privateKey.trim();
    if (!key) problems.privateKey = 'keyRequired';
    else if (key.length > CREDENTIAL_LIMITS.privateKey) problems.privateKey = 'keyTooLong';
    else if (!PRIVATE_KEY_START.test(key)) problems.privateKey = 'keyNotPrivateKey';
    if (values.passphrase.length > CREDENTIAL_LIMITS.passphrase) problems.passphrase = 'passphraseTooLong';
  }
  return problems;
}

/**
 * The bridge's `start` message: the terminal's size (a nominal one from the files page) and,
 * when the user typed them, the credentials of the chosen method only (a password typed and
 * then abandoned for a key is not sent).
 */
export function startMessage(
  size: { cols: number; rows: number },
  values: CredentialValues | null = null,
): StartMessage {
  const message: StartMessage = { type: 'start', cols: size.cols, rows: size.rows };
  if (!values) return message;
  message.username = values.username.trim();
  if (values.method === 'password') message.password = values.password;
  else {
    // ssh2 wants the key's text with its line breaks; the trailing newline of a file is fine.
    message.private_key = values.privateKey.trim();
    if (values.passphrase) message.passphrase = values.passphrase;
  }
  return message;
}
