import {
  CreateRemoteAccessSchema,
  REMOTE_ACCESS_DEFAULT_PORTS,
  type RemoteAccessProtocol,
  type RemoteAccessRow,
  UpdateRemoteAccessSchema,
} from '@netfleet/contracts';
import * as v from 'valibot';

/**
 * What becomes of a stored secret on save: kept as it is, replaced by what was typed (blank:
 * kept), or forgotten. A secret that is not stored is simply typed or left empty.
 */
export type SecretMode = 'keep' | 'replace' | 'forget';

/** The entry form's values as the user edits them (the port as typed text). */
export interface EntryFormValues {
  device_id: number | null;
  name: string;
  protocol: RemoteAccessProtocol;
  destination: string;
  port: string;
  /** The user typed a port: changing the protocol no longer changes it. */
  portTyped: boolean;
  enabled: boolean;
  username: string;
  password: string;
  passwordMode: SecretMode;
  private_key: string;
  privateKeyMode: SecretMode;
}

/** The protocol a new entry starts with. */
const NEW_ENTRY_PROTOCOL: RemoteAccessProtocol = 'ssh';

/** Protocols that log in with a user name (vnc asks only for a password; http(s) for nothing). */
export function usesUsername(protocol: RemoteAccessProtocol): boolean {
  return protocol === 'ssh' || protocol === 'sftp' || protocol === 'telnet' || protocol === 'rdp';
}

/** Protocols whose connect page can log in with a stored password. */
export function usesPassword(protocol: RemoteAccessProtocol): boolean {
  return protocol !== 'http' && protocol !== 'https';
}

/** Protocols that log in with an SSH private key. */
export function usesPrivateKey(protocol: RemoteAccessProtocol): boolean {
  return protocol === 'ssh' || protocol === 'sftp';
}

/** The form's first values: the entry's (secrets never come back, only whether stored), or a new one's. */
export function initialEntryValues(entry?: RemoteAccessRow, deviceId?: number): EntryFormValues {
  if (entry) {
    return {
      device_id: entry.device_id,
      name: entry.name,
      protocol: entry.protocol,
      destination: entry.destination,
      port: String(entry.port),
      portTyped: true,
      enabled: entry.enabled,
      username: entry.username ?? '',
      password: '',
      passwordMode: 'keep',
      private_key: '',
      privateKeyMode: 'keep',
    };
  }
  return {
    device_id: deviceId ?? null,
    name: '',
    protocol: NEW_ENTRY_PROTOCOL,
    destination: '127.0.0.1',
    port: String(REMOTE_ACCESS_DEFAULT_PORTS[NEW_ENTRY_PROTOCOL]),
    portTyped: false,
    enabled: true,
    username: '',
    password: '',
    passwordMode: 'keep',
    private_key: '',
    privateKeyMode: 'keep',
  };
}

/**
 * The values after choosing a protocol: the port follows the protocol's usual one
 * (`REMOTE_ACCESS_DEFAULT_PORTS`) until the user types a port of their own.
 */
export function withProtocol(values: EntryFormValues, protocol: RemoteAccessProtocol): EntryFormValues {
  return {
    ...values,
    protocol,
    port: values.portTyped ? values.port : String(REMOTE_ACCESS_DEFAULT_PORTS[protocol]),
  };
}

/** The values after typing a port: it stays, whatever protocol is chosen next (cleared: follows again). */
export function withPort(values: EntryFormValues, port: string): EntryFormValues {
  return { ...values, port, portTyped: port.trim() !== '' };
}

function secretPayload(typed: string, mode: SecretMode, stored: boolean): string | null | undefined {
  if (!stored) return typed === '' ? undefined : typed;
  if (mode === 'forget') return null;
  if (mode === 'replace' && typed !== '') return typed;
  return undefined;
}

function portNumber(text: string): number | undefined {
  const trimmed = text.trim();
  // Not a number stays text, so the schema says "Port must be a number" rather than nothing.
  return trimmed === '' ? undefined : Number.isNaN(Number(trimmed)) ? (trimmed as never) : Number(trimmed);
}

/**
 * The request body of a save: `POST /devices/remote-access` for a new entry, `PUT …/{id}`
 * for `entry`. Secrets follow {@link SecretMode} (absent: kept, `null`: forgotten); the user
 * name is sent only for protocols that use one; a protocol without a secret leaves the
 * stored one alone (absent).
 */
export function entryPayload(values: EntryFormValues, entry?: RemoteAccessRow): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    name: values.name,
    protocol: values.protocol,
    destination: values.destination,
    port: portNumber(values.port),
    enabled: values.enabled,
  };
  if (!entry) payload.device_id = values.device_id ?? undefined;
  if (usesUsername(values.protocol)) payload.username = values.username.trim() || null;
  if (usesPassword(values.protocol)) {
    payload.password = secretPayload(values.password, values.passwordMode, entry?.has_password === true);
  }
  if (usesPrivateKey(values.protocol)) {
    payload.private_key = secretPayload(
      values.private_key,
      values.privateKeyMode,
      entry?.has_private_key === true,
    );
  }
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload;
}

/**
 * The payload's problems by field, with the messages the server would answer (the same
 * contracts schema), so most mistakes show before anything is sent.
 */
export function entryPayloadErrors(
  payload: Record<string, unknown>,
  editing: boolean,
): Record<string, string> {
  const result = v.safeParse(editing ? UpdateRemoteAccessSchema : CreateRemoteAccessSchema, payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
