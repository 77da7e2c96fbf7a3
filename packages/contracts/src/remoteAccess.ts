import * as v from 'valibot';
import { fieldMessage } from './forms/fieldMessages.js';
import { MAX_ID, requiredMessage } from './forms/fields.js';
import { REMOTE_ACCESS_PROTOCOLS, RemoteAccessRowSchema } from './remoteAccessRow.js';

/** `GET /devices/remote-access/{id}` and every write to one entry: `{ data: entry }`. */
export const RemoteAccessEntryResponseSchema = v.object({ data: RemoteAccessRowSchema });
export type RemoteAccessEntryResponse = v.InferOutput<typeof RemoteAccessEntryResponseSchema>;

/** Longest entry name. */
export const REMOTE_ACCESS_NAME_MAX_LENGTH = 100;
/** Longest stored password. */
export const REMOTE_ACCESS_PASSWORD_MAX_LENGTH = 1024;
/** Longest stored private key (an OpenSSH RSA 4096 key is about 3.4 KB). */
export const REMOTE_ACCESS_PRIVATE_KEY_MAX_LENGTH = 16_384;

/** The port each protocol listens on unless the entry says otherwise. */
export const REMOTE_ACCESS_DEFAULT_PORTS = {
  http: 80,
  https: 443,
  ssh: 22,
  telnet: 23,
  vnc: 5900,
  rdp: 3389,
  sftp: 22,
} as const satisfies Record<(typeof REMOTE_ACCESS_PROTOCOLS)[number], number>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOSTNAME =
  /^(?=.{1,253}$)([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** "Destination must be an IPv4 address or a host name". */
export const DESTINATION_MESSAGE = fieldMessage('destination', { label: 'Destination' });

/** True for an IPv4 address (four dotted octets 0 to 255) or a host name (`router.lan`). */
export function isRemoteDestination(text: string): boolean {
  return IPV4.test(text) || (HOSTNAME.test(text) && !/^[\d.]+$/.test(text));
}

const NAME_REQUIRED = requiredMessage('Name');
const DESTINATION_REQUIRED = requiredMessage('Destination');

/**
 * A secret field of a write: absent keeps what is stored, `null` or blank forgets it, text
 * replaces it. Never trimmed (a password may end in a space).
 */
function secretField(label: string, maxLength: number) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.maxLength(maxLength, `${label} must be at most ${maxLength} characters`),
      ),
    ),
  );
}

const entryFields = {
  name: v.optional(
    v.pipe(
      v.string(NAME_REQUIRED),
      v.trim(),
      v.nonEmpty(NAME_REQUIRED),
      v.maxLength(
        REMOTE_ACCESS_NAME_MAX_LENGTH,
        `Name must be at most ${REMOTE_ACCESS_NAME_MAX_LENGTH} characters`,
      ),
    ),
    '' as never,
  ),
  protocol: v.optional(
    v.picklist(REMOTE_ACCESS_PROTOCOLS, `Protocol must be one of ${REMOTE_ACCESS_PROTOCOLS.join(', ')}`),
    '' as never,
  ),
  destination: v.optional(
    v.pipe(
      v.string(DESTINATION_REQUIRED),
      v.trim(),
      v.nonEmpty(DESTINATION_REQUIRED),
      v.check(isRemoteDestination, DESTINATION_MESSAGE),
    ),
    '' as never,
  ),
  port: v.optional(
    v.pipe(
      v.number('Port must be a number'),
      v.integer('Port must be a whole number'),
      v.minValue(1, 'Port must be between 1 and 65535'),
      v.maxValue(65_535, 'Port must be between 1 and 65535'),
    ),
    0 as never,
  ),
  enabled: v.optional(v.boolean('Enabled must be true or false'), true),
  /** Login name, trimmed; blank or null: ask at connect. */
  username: v.optional(
    v.pipe(
      v.nullable(v.string('Username must be text')),
      v.transform((text) => text?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(64, 'Username must be at most 64 characters'))),
    ),
  ),
  password: secretField('Password', REMOTE_ACCESS_PASSWORD_MAX_LENGTH),
  private_key: secretField('Private key', REMOTE_ACCESS_PRIVATE_KEY_MAX_LENGTH),
};

/**
 * `POST /devices/remote-access` (update_device_remote_access): a new entry of a device in the
 * caller's scope. Every field but the credentials is required; the console's form pre-fills the
 * port from {@link REMOTE_ACCESS_DEFAULT_PORTS}.
 */
export const CreateRemoteAccessSchema = v.object({
  device_id: v.optional(
    v.pipe(
      v.number(requiredMessage('Device')),
      v.integer(requiredMessage('Device')),
      v.minValue(1, requiredMessage('Device')),
      v.maxValue(MAX_ID, 'Device does not exist'),
    ),
    0 as never,
  ),
  ...entryFields,
});
export type CreateRemoteAccessPayload = v.InferOutput<typeof CreateRemoteAccessSchema>;

/**
 * `PUT /devices/remote-access/{id}` (update_device_remote_access): the fields given change;
 * `password` and `private_key` follow {@link secretField} (absent keeps, null forgets). The
 * device of an entry never changes.
 */
export const UpdateRemoteAccessSchema = v.partial(v.object(entryFields));
export type UpdateRemoteAccessPayload = v.InferOutput<typeof UpdateRemoteAccessSchema>;

/** What a one-time key is for: `connect` (use_device_remote_access, 60 s) or `share` (update_device_remote_access, 1 h). */
export const REMOTE_ACCESS_KEY_PURPOSES = ['connect', 'share'] as const;

/** Seconds a key lives, by purpose. */
export const REMOTE_ACCESS_KEY_TTL_S = { connect: 60, share: 3_600 } as const;

/** `POST /devices/remote-access/{id}/keys`. */
export const CreateRemoteAccessKeySchema = v.object({
  purpose: v.optional(v.picklist(REMOTE_ACCESS_KEY_PURPOSES, 'Purpose must be connect or share'), 'connect'),
});
export type CreateRemoteAccessKeyPayload = v.InferOutput<typeof CreateRemoteAccessKeySchema>;

/**
 * The answer of `POST /devices/remote-access/{id}/keys` (201): a one-time key (43 URL-safe
 * characters) and the connect page's address with it (`/rms-connect/ssh?key=…`), path only,
 * so the page that asked joins it to its own origin.
 */
export const RemoteAccessKeyResponseSchema = v.object({
  data: v.object({
    key: v.string(),
    /** `/rms-connect/{ssh|telnet|sftp|desktop}?key=…`. */
    path: v.string(),
    expires_at: v.string(),
  }),
});
export type RemoteAccessKeyResponse = v.InferOutput<typeof RemoteAccessKeyResponseSchema>;

/** The connect page that opens each protocol (spec §2.4); http(s) has none. */
export const CONNECT_PAGE_OF_PROTOCOL = {
  ssh: 'ssh',
  telnet: 'telnet',
  sftp: 'sftp',
  vnc: 'desktop',
  rdp: 'desktop',
} as const;
