import * as v from 'valibot';
import { MAX_ID } from './forms/fields.js';
import { REMOTE_ACCESS_PROTOCOLS } from './remoteAccessRow.js';

/**
 * What a connect page opens: an entry's `terminal` (ssh, telnet), `desktop` (vnc, rdp) or
 * `files` (sftp, and the files of an ssh entry).
 */
export const REMOTE_SESSION_APPS = ['terminal', 'desktop', 'files'] as const;
export type RemoteSessionApp = (typeof REMOTE_SESSION_APPS)[number];

/**
 * `POST /remote/sessions`: starts a session of an entry, either as the signed-in user
 * (`access_id`, use_device_remote_access, XSRF as every unsafe call) or with a one-time key
 * of `POST /devices/remote-access/{id}/keys` (`key`, no session needed; the key is spent).
 * `app` picks the files of an ssh entry; it defaults to the protocol's own app.
 */
export const CreateRemoteSessionSchema = v.union(
  [
    v.object({
      access_id: v.pipe(
        v.number('access_id must be a number'),
        v.integer('access_id must be a whole number'),
        v.minValue(1, 'access_id must be a whole number'),
        v.maxValue(MAX_ID, 'access_id is invalid'),
      ),
      app: v.optional(v.picklist(REMOTE_SESSION_APPS, 'app must be terminal, desktop or files')),
    }),
    v.object({
      key: v.pipe(v.string('key must be text'), v.regex(/^[A-Za-z0-9_-]{20,64}$/, 'The key is not valid')),
      app: v.optional(v.picklist(REMOTE_SESSION_APPS, 'app must be terminal, desktop or files')),
    }),
  ],
  'Give access_id or key',
);
export type CreateRemoteSessionPayload = v.InferOutput<typeof CreateRemoteSessionSchema>;

/** The entry as a connect page shows it (no credentials, only whether some are stored). */
export const RemoteSessionAccessSchema = v.object({
  id: v.number(),
  name: v.string(),
  protocol: v.picklist(REMOTE_ACCESS_PROTOCOLS),
  destination: v.string(),
  port: v.number(),
  device_id: v.number(),
  device_name: v.string(),
  username: v.nullable(v.string()),
  has_password: v.boolean(),
  has_private_key: v.boolean(),
  host_key_sha256: v.nullable(v.string()),
});
export type RemoteSessionAccess = v.InferOutput<typeof RemoteSessionAccessSchema>;

/** Seconds a bridge ticket may wait for its WebSocket. */
export const REMOTE_TICKET_TTL_S = 30;

/**
 * The answer of `POST /remote/sessions` (201): the session, and a one-time ticket that the
 * connect page opens the bridge with within {@link REMOTE_TICKET_TTL_S} seconds:
 * `new WebSocket('/api/remote/bridge?ticket=' + ticket)` (same origin; binary frames).
 */
export const RemoteSessionStartSchema = v.object({
  data: v.object({
    session_id: v.number(),
    ticket: v.string(),
    app: v.picklist(REMOTE_SESSION_APPS),
    access: RemoteSessionAccessSchema,
    expires_at: v.string(),
  }),
});
export type RemoteSessionStart = v.InferOutput<typeof RemoteSessionStartSchema>;

/** Path of the bridge WebSocket under the origin. */
export const REMOTE_BRIDGE_PATH = '/api/remote/bridge';

/**
 * Why a session ended: the user closed it, the peer closed it, it sat idle, its entry was
 * disabled or deleted (or the user lost the permission), the user signed out, the connection
 * failed, or the server stopped.
 */
export const REMOTE_SESSION_END_REASONS = [
  'closed',
  'peer_closed',
  'idle',
  'revoked',
  'signed_out',
  'auth_failed',
  'host_key_rejected',
  'unreachable',
  'error',
  'server_stopped',
] as const;
export type RemoteSessionEndReason = (typeof REMOTE_SESSION_END_REASONS)[number];

/**
 * WebSocket close codes of the bridge (4000 to 4999 are the application's). noVNC and other
 * binary peers read only these; the terminal and files apps also get a `closed` message first.
 */
export const BRIDGE_CLOSE_CODES = {
  closed: 4000,
  peer_closed: 4001,
  idle: 4002,
  revoked: 4003,
  signed_out: 4004,
  auth_failed: 4005,
  host_key_rejected: 4006,
  unreachable: 4007,
  error: 4008,
  server_stopped: 4009,
  /** The ticket was unknown, spent or out of date (no session row changes). */
  bad_ticket: 4401,
  /** The upgrade came from another origin. */
  forbidden_origin: 4403,
} as const satisfies Record<RemoteSessionEndReason | 'bad_ticket' | 'forbidden_origin', number>;

/** Seconds without a byte either way before the broker ends a session. */
export const REMOTE_IDLE_TIMEOUT_S = 900;

/**
 * Messages a terminal or files page sends on the bridge as text frames (JSON); binary frames
 * are keystrokes. Desktop (vnc, rdp) bridges carry the peer's bytes only, no text frames.
 * - `start`: connect now, with the terminal's size and, when the entry stores none, the
 *   credentials the user typed (ssh and sftp; telnet logs in on the terminal itself).
 * - `resize`: the terminal's new size (ssh: a window change; telnet pages send NAWS themselves).
 * - `hostkey`: the answer to a `hostkey` question: remember this new key and go on, or stop.
 */
export const BridgeClientMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('start'),
    cols: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 80),
    rows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 24),
    username: v.optional(v.pipe(v.string(), v.maxLength(64))),
    password: v.optional(v.pipe(v.string(), v.maxLength(1024))),
    private_key: v.optional(v.pipe(v.string(), v.maxLength(16_384))),
    passphrase: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  }),
  v.object({
    type: v.literal('resize'),
    cols: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    rows: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  }),
  v.object({ type: v.literal('hostkey'), accept: v.boolean() }),
]);
export type BridgeClientMessage = v.InferOutput<typeof BridgeClientMessageSchema>;

/**
 * Messages the broker sends as text frames (JSON) to terminal and files pages; binary frames
 * are the peer's output.
 * - `hello`: first, on open: the session and its entry.
 * - `hostkey`: the peer's SSH host key; `known` is `match` (as remembered: no answer needed),
 *   `new` (nothing remembered: answer `hostkey` accept or not) or `changed` (differs from the
 *   remembered one: the broker refuses, ends with `host_key_rejected`).
 * - `ready`: the shell (or SFTP) is open.
 * - `closed`: the session ended, with the reason and a sentence for the user.
 */
export const BridgeServerMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('hello'),
    session_id: v.number(),
    app: v.picklist(REMOTE_SESSION_APPS),
    access: RemoteSessionAccessSchema,
  }),
  v.object({
    type: v.literal('hostkey'),
    algorithm: v.string(),
    fingerprint: v.string(),
    known: v.picklist(['match', 'new', 'changed']),
    /** The remembered fingerprint when `known` is `changed`. */
    remembered: v.optional(v.string()),
  }),
  v.object({ type: v.literal('ready') }),
  v.object({
    type: v.literal('closed'),
    reason: v.picklist(REMOTE_SESSION_END_REASONS),
    message: v.string(),
  }),
]);
export type BridgeServerMessage = v.InferOutput<typeof BridgeServerMessageSchema>;

/**
 * A session of the access history (`GET /remote/sessions`). Names are kept as they were when
 * the session started, so the history outlives renamed and deleted entries.
 */
export const RemoteSessionRowSchema = v.object({
  id: v.number(),
  access_id: v.nullable(v.number()),
  access_name: v.string(),
  protocol: v.picklist(REMOTE_ACCESS_PROTOCOLS),
  app: v.picklist(REMOTE_SESSION_APPS),
  device_id: v.nullable(v.number()),
  device_name: v.string(),
  company_id: v.number(),
  /** Who opened it: the signed-in user, or the one who minted the key (`via_key`). */
  user_id: v.nullable(v.number()),
  user_email: v.string(),
  via_key: v.boolean(),
  /** The browser's address as the server saw it. */
  from_ip: v.string(),
  started_at: v.string(),
  /** Null while the session is open. */
  ended_at: v.nullable(v.string()),
  duration_s: v.nullable(v.number()),
  /** Bytes from the browser to the peer and back. */
  bytes_in: v.number(),
  bytes_out: v.number(),
  end_reason: v.nullable(v.picklist(REMOTE_SESSION_END_REASONS)),
  /** A terminal session's recording can be played back. */
  has_recording: v.boolean(),
});
export type RemoteSessionRow = v.InferOutput<typeof RemoteSessionRowSchema>;

/** Most bytes of one recording: output beyond it is not recorded (the session goes on). */
export const RECORDING_MAX_BYTES = 5 * 1024 * 1024;
