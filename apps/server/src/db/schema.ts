// Type-only: drizzle-kit loads this file through require(), which the ESM contracts refuse.
import type { RemoteAccessProtocol, RemoteSessionApp, RemoteSessionEndReason } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Timestamps are stored with time zone and read as `Date`. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Companies form a tree. `path` is the materialised path of ids from the root, `/1/4/9/`,
 * so "this company and every subsidiary" is one indexed prefix match (`path LIKE '/1/4/%'`)
 * instead of a recursive query on every list request.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    /** 1 for the root company, 2 for its children, and so on. */
    level: smallint('level').notNull(),
    path: text('path').notNull().default(''),
    showPayment: boolean('show_payment').notNull().default(false),
    /**
     * The reseller brand of this company and, unless they name their own, of its subsidiaries;
     * null inherits the parent's, and at the root the default brand.
     */
    brandId: integer('brand_id').references((): AnyPgColumn => brands.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('companies_parent_id_idx').on(table.parentId),
    // text_pattern_ops lets a `LIKE 'prefix%'` use the index under any collation.
    index('companies_path_idx').on(table.path.op('text_pattern_ops')),
  ],
);

/** Ids of custom roles start at 1000, clear of the default roles' fixed ids. */
export const customRoleIds = pgSequence('custom_role_ids', { startWith: 1000 });

/**
 * Roles: the permissions package's default roles (`ROLES`, synced at every start, `company_id`
 * null) and the companies' custom roles.
 */
export const roles = pgTable(
  'roles',
  {
    /**
     * The ids of `ROLES` (1, 2, 3, 4, 6) are fixed so they match the client's table; a custom
     * role takes `nextval('custom_role_ids')`.
     */
    id: integer('id').primaryKey(),
    /** Unique within the company (default roles: among themselves); `canInviteRoles` names roles by it. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Which companies the role sees: `all`, `subtree` or `own`. */
    scope: text('scope', { enum: ['all', 'subtree', 'own'] }).notNull(),
    /** The company a custom role belongs to; null for the default roles of `ROLES`. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** What the role is for (the role modals' description). */
    description: text('description').notNull().default(''),
    /** Role names this role may invite. */
    canInviteRoles: jsonb('can_invite_roles').$type<string[]>().notNull().default([]),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [unique('roles_company_name_key').on(table.companyId, table.name).nullsNotDistinct()],
);

/** The permission names each role holds. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

/** People who sign in. `email` is stored lower-case; sign-in compares lower-case. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    avatarUrl: text('avatar_url'),
    tosAccepted: boolean('tos_accepted').notNull().default(false),
    mfaType: text('mfa_type', { enum: ['email', 'teltonika_id', 'totp'] }),
    /**
     * The RFC 6238 shared secret (base32) of `totp`, or of `teltonika_id`, whose provider the
     * reference server stands in for, sealed by the server's credential box (`v1.…`, see
     * `stepUp/mfaSecrets.ts`). Null for other methods.
     */
    mfaSecret: text('mfa_secret'),
    /** The last TOTP time step a code was accepted for: a code of that step or earlier is a replay. */
    mfaLastStep: integer('mfa_last_step'),
    /** Assigned as an SSO administrator (`POST /api/admin/users/sso`). */
    ssoAdmin: boolean('sso_admin').notNull().default(false),
    countryIsoCode: text('country_iso_code'),
    /** Until when this user lets support impersonate them; null when not granted. */
    impersonationAccessLimit: timestamptz('impersonation_access_limit'),
    /** False until the user confirms its e-mail address: the API answers `EMAIL_NOT_VERIFIED`. */
    emailVerified: boolean('email_verified').notNull().default(true),
    /** The user must set up multi-factor authentication first: `MFA_MANDATORY` while `mfa_type` is null. */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    /** Signed in through SSO as an external user nobody invited: `NOT_INVITED_EXTERNAL_USER`. */
    externalNotInvited: boolean('external_not_invited').notNull().default(false),
    /** The last completed sign-in (password and second factor), for the users table. */
    lastSignInAt: timestamptz('last_sign_in_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    index('users_company_id_idx').on(table.companyId),
  ],
);

/**
 * One row per sign-in (a session family). Only SHA-256 hashes of the access and refresh
 * tokens are stored, so a leaked table does not leak usable tokens. The XSRF token is kept
 * as issued: it is not a credential on its own and is re-sent as a cookie on refresh.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    xsrfToken: text('xsrf_token').notNull(),
    accessExpiresAt: timestamptz('access_expires_at').notNull(),
    refreshExpiresAt: timestamptz('refresh_expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The support user acting as `user_id` (the token's `act` claim); null for a normal sign-in. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When the person at the keyboard last re-entered the password (the 423 step-up). */
    passwordConfirmedAt: timestamptz('password_confirmed_at'),
    /** The browser's User-Agent at sign-in, for the account's list of active sessions. */
    userAgent: text('user_agent'),
    /** The address the sign-in came from. */
    ipAddress: text('ip_address'),
    /** Last token refresh or sign-in: roughly when the session was last used. */
    lastSeenAt: timestamptz('last_seen_at'),
  },
  (table) => [
    uniqueIndex('sessions_access_token_hash_idx').on(table.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_idx').on(table.refreshTokenHash),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/**
 * Refresh tokens that were rotated away. Presenting one again means the token was copied:
 * the whole session is revoked (refresh token reuse detection).
 */
export const retiredRefreshTokens = pgTable(
  'retired_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    retiredAt: timestamptz('retired_at').notNull(),
    /**
     * The tokens that replaced this one, AES-256-GCM encrypted with a key derived from this
     * (raw) token: a second refresh of the same token within the grace window gets them too
     * (two tabs refreshing at once), and the table alone does not give them away. Null once
     * the grace window has passed.
     */
    successor: text('successor'),
  },
  (table) => [index('retired_refresh_tokens_session_id_idx').on(table.sessionId)],
);

/**
 * Counters of wrong tries (sign-in per account and per client address, password
 * re-confirmation per user and per session), shared by every server process. A try is counted
 * before the secret is checked, in one statement that also refuses it while `blocked_until`
 * is in the future, so parallel tries cannot pass the limit (see `reserveAttempt`).
 */
export const attemptThrottles = pgTable(
  'attempt_throttles',
  {
    /** `sign-in-account:<e-mail>`, `sign-in-address:<ip>`, `confirm-user:<id>`, `confirm-session:<id>`. */
    key: text('key').primaryKey(),
    /** Wrong tries since the counter was last reset or forgotten. */
    failures: integer('failures').notNull(),
    lastFailureAt: timestamptz('last_failure_at').notNull(),
    /** Tries are refused until then (back-off or lockout); null when free. */
    blockedUntil: timestamptz('blocked_until'),
  },
  (table) => [index('attempt_throttles_last_failure_idx').on(table.lastFailureAt)],
);

/**
 * A sign-in whose password was right, waiting for the second factor (the user's MFA method).
 * The browser holds the raw token in a cookie of the account site; only its SHA-256 is kept.
 * No session exists until the code is right.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email', 'teltonika_id', 'totp'] }).notNull(),
    /** `email`: SHA-256 of the token and the code mailed; null for app codes. */
    codeHash: text('code_hash'),
    /** Wrong codes so far; at the limit the pending sign-in is spent. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('pending_sign_ins_token_hash_idx').on(table.tokenHash),
    index('pending_sign_ins_user_id_idx').on(table.userId),
  ],
);

/**
 * Devices of the fleet. `model` is the model name (`RUTX11`), `original_model` the order code the
 * device reports (`RUTX110000XX`), as `@netfleet/device-capabilities` reads them.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    mac: text('mac').notNull(),
    model: text('model').notNull(),
    originalModel: text('original_model').notNull(),
    firmware: text('firmware').notNull(),
    /** 0 offline, 1 online, 2 pending, 3 not activated. */
    status: smallint('status').notNull().default(3),
    esim: boolean('esim').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at'),
    /** The model's family (RUT, TRB, TSW, …) from device-capabilities, for the family filter. */
    family: text('family').notNull().default(''),
    /**
     * The firmware's version as one comparable number (`RUT9_R_00.07.06.10` → 70610:
     * major·10000 + minor·100 + patch), so "below version" is an indexed range; 0 when unparsed.
     */
    firmwareOrder: integer('firmware_order').notNull().default(0),
    imei: text('imei'),
    /**
     * Name, serial, MAC and IMEI joined with a newline (no search text holds one, so a match never
     * spans two fields) and lower-cased once, on write: `q` matches it with LIKE against the
     * lower-cased pattern, which is what ILIKE does but without case-folding every row it reads
     * (lower() was 4 µs of a row's 4.6 µs on PGlite). Its trigram GIN index is migration 0013's.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("name" || E'\\n' || "serial" || E'\\n' || "mac" || E'\\n' || coalesce("imei", ''))`,
      ),
    /** The address the device last reported from (WAN or mobile IP). */
    ip: text('ip'),
    /** Mobile operator, technology (LTE, 5G-NSA, …), signal (RSSI, dBm), ICCID and SIM slot in use, as last reported. */
    operator: text('operator'),
    technology: text('technology'),
    signal: smallint('signal'),
    iccid: text('iccid'),
    simSlot: smallint('sim_slot'),
    /** Last known position, where it came from (`gps`, `cell`, `manual`) and when. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSource: text('location_source'),
    locatedAt: timestamptz('located_at'),
    /** I/O states as last reported: `{ "din1": true, "dout1": false, … }`. */
    io: jsonb('io'),
    /**
     * Mobile data used in `dataMonth` (its first day), received plus sent over every SIM, kept
     * on the row so the list sorts and shows it without summing the usage table per row.
     */
    dataUsedBytes: bigint('data_used_bytes', { mode: 'number' }).notNull().default(0),
    dataMonth: date('data_month', { mode: 'string' }),
    /** SHA-256 (hex) of the device's ingest token; null when none is issued or it was revoked. */
    ingestTokenHash: text('ingest_token_hash'),
    ingestTokenIssuedAt: timestamptz('ingest_token_issued_at'),
    /** End of the device's active credit (services); null without one. */
    creditExpiresAt: timestamptz('credit_expires_at'),
    /**
     * The credit type that renews the device's credit when it ends (one credit of the
     * company's balance a period); null: the credit is not renewed.
     */
    renewCreditTypeId: integer('renew_credit_type_id').references(() => creditTypes.id, {
      onDelete: 'set null',
    }),
    /** Seconds since the device's last boot, as last reported. */
    uptimeS: integer('uptime_s'),
    /**
     * Ethernet ports as last reported or scanned: `[{ "name": "LAN1", "link": true,
     * "speed_mbps": 1000, "duplex": "full" }]`; null until the device reports them.
     */
    ports: jsonb('ports'),
    portsScannedAt: timestamptz('ports_scanned_at'),
    /** Network interfaces as last reported: `[{ "name": "wan", "kind": "wan", "ip": …, "up": true, "proto": "dhcp" }]`. */
    network: jsonb('network'),
    /** L2TP instance summary (spec §4): 1 all running, 2 all stopped, 3 all disabled, 4 mixed; null none. */
    l2tpSummary: smallint('l2tp_summary'),
    /** eSIM profiles as last reported: `[{ "iccid": …, "operator": …, "name": …, "enabled": true }]`. */
    esimProfiles: jsonb('esim_profiles'),
    /**
     * The device's monitoring parameters (spec §9 types): `[{ "config_id": 0, "interval_s": 300,
     * "enabled": true }]`; null means every type at its default.
     */
    monitoring: jsonb('monitoring'),
    /** Result code of the device's last connection attempt (spec §4) and when it was made. */
    connectionCode: smallint('connection_code'),
    connectionAt: timestamptz('connection_at'),
  },
  (table) => [
    uniqueIndex('devices_serial_idx').on(table.serial),
    // Every list is scoped by company and sorted with `id` as the tie-breaker, so the
    // (company_id, column, id) and (column, id) indexes serve both scoped and unscoped pages.
    index('devices_company_id_name_idx').on(table.companyId, table.name, table.id),
    index('devices_name_idx').on(table.name, table.id),
    index('devices_model_idx').on(table.model, table.id),
    index('devices_firmware_idx').on(table.firmware, table.id),
    index('devices_status_idx').on(table.status, table.id),
    index('devices_created_at_idx').on(table.createdAt, table.id),
    index('devices_mac_idx').on(table.mac),
    index('devices_family_model_idx').on(table.family, table.model, table.id),
    index('devices_firmware_order_idx').on(table.firmwareOrder, table.id),
    index('devices_last_seen_at_idx').on(table.lastSeenAt, table.id),
    index('devices_data_used_bytes_idx').on(table.dataUsedBytes, table.id),
    uniqueIndex('devices_ingest_token_hash_idx').on(table.ingestTokenHash),
    // The credit jobs' reads, partial to the renewing devices: the minute's renewal pass finds
    // the credits that ended by range (it read all of a million rows, half a second, every
    // minute), and a company's forecast reads its renewals from the index alone.
    index('devices_credit_due_idx')
      .on(table.creditExpiresAt)
      .where(sql`${table.renewCreditTypeId} is not null`),
    index('devices_renewing_company_idx')
      .on(table.companyId, table.renewCreditTypeId, table.creditExpiresAt)
      .where(sql`${table.renewCreditTypeId} is not null`),
    // Custom SQL adds the search's trigram GIN index on `search_text` (migration 0013, pg_trgm)
    // and the list's keyset-sort indexes on coalesce(nullable column, stand-in), id (0006).
  ],
);

/**
 * Each device's search text (`devices.search_text`), kept beside the device by migration 0014's
 * triggers (on insert, on a change of name, serial, MAC or IMEI; the row goes with its device).
 * A search in the list's default order walks this narrow, rarely written table in id order
 * instead of the wide device rows that every heartbeat rewrites: 0.3 µs a row instead of
 * 0.6 on PGlite. Its own trigram GIN index serves rare patterns (custom SQL, migration 0014).
 */
export const deviceSearchTexts = pgTable('device_search_texts', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id, { onDelete: 'cascade' }),
  searchText: text('search_text').notNull(),
});

/** Tags on devices (a tag belongs to one company; a device may carry many). */
export const deviceTags = pgTable(
  'device_tags',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.tagId] }),
    index('device_tags_tag_id_idx').on(table.tagId, table.deviceId),
  ],
);

/**
 * Raw telemetry samples as devices report them (kept for `TELEMETRY_RAW_DAYS`, then rolled
 * up into `device_samples_hourly`). One row per device and instant; every reading optional.
 */
export const deviceSamples = pgTable(
  'device_samples',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    /** RSSI in dBm; RSRP, RSRQ and SINR of LTE/5G. */
    signal: smallint('signal'),
    rsrp: smallint('rsrp'),
    rsrq: smallint('rsrq'),
    sinr: smallint('sinr'),
    /** Board temperature in °C. */
    temperature: real('temperature'),
    /** CPU load (0–1) and used memory (0–1). */
    cpuLoad: real('cpu_load'),
    memoryUsed: real('memory_used'),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.at] })],
);

/** Hourly roll-ups of `device_samples`: average, minimum and maximum per reading, for a year. */
export const deviceSamplesHourly = pgTable(
  'device_samples_hourly',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    hour: timestamptz('hour').notNull(),
    samples: integer('samples').notNull(),
    signalAvg: real('signal_avg'),
    signalMin: smallint('signal_min'),
    signalMax: smallint('signal_max'),
    temperatureAvg: real('temperature_avg'),
    temperatureMin: real('temperature_min'),
    temperatureMax: real('temperature_max'),
    cpuLoadAvg: real('cpu_load_avg'),
    memoryUsedAvg: real('memory_used_avg'),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.hour] })],
);

/** Mobile data per device, day and SIM slot (0 and 2 → SIM 2, 1 → SIM 1, 3 → eSIM). */
export const deviceDataUsage = pgTable(
  'device_data_usage',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    simSlot: smallint('sim_slot').notNull(),
    rxBytes: bigint('rx_bytes', { mode: 'number' }).notNull().default(0),
    txBytes: bigint('tx_bytes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.day, table.simSlot] })],
);

/** GPS fixes (and cell or hand-set positions) per device over time: the track on the map. */
export const devicePositions = pgTable(
  'device_positions',
  {
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** km/h, metres, degrees; absent for cell and hand-set positions. */
    speed: real('speed'),
    altitude: real('altitude'),
    heading: real('heading'),
    satellites: smallint('satellites'),
    source: text('source').notNull().default('gps'),
  },
  (table) => [primaryKey({ columns: [table.deviceId, table.at] })],
);

/**
 * A device's event log: what it reported (connections, status changes, I/O changes, reboots)
 * and what was done to it (renamed, tagged, moved, actions), with who did it.
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    /** `status`, `connection`, `io`, `reboot`, `firmware`, `renamed`, `tags`, `moved`, `action`, … */
    kind: text('kind').notNull(),
    message: text('message').notNull().default(''),
    /** The user who did it; null for what the device reported. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data'),
  },
  (table) => [
    index('device_events_device_at_idx').on(table.deviceId, table.at, table.id),
    // The activity tab's kind filter and the I/O chart read one kind of a device's events by time.
    index('device_events_device_kind_at_idx').on(table.deviceId, table.kind, table.at, table.id),
  ],
);

/**
 * A bulk action over many devices (tags, move, reboot, firmware update, delete, credits):
 * its progress is published on `channel` and kept per device in `bulk_job_items`.
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    params: jsonb('params').notNull().default({}),
    channel: text('channel').notNull(),
    total: integer('total').notNull().default(0),
    /**
     * Its items by state, kept by the database itself: a trigger on `bulk_job_items` adds each
     * statement's changes (migration 0011), so progress is read from this row instead of being
     * counted over the items (136 ms for 450,000 items on PGlite, every 250 ms of a job).
     */
    queued: integer('queued').notNull().default(0),
    running: integer('running').notNull().default(0),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    uniqueIndex('bulk_jobs_channel_idx').on(table.channel),
    index('bulk_jobs_user_id_idx').on(table.userId, table.createdAt),
  ],
);

/** One device of a bulk action: 0 queued, 1 running, 2 done, 3 failed (with `error`). */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').notNull(),
    state: smallint('state').notNull().default(0),
    error: text('error'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.deviceId] }),
    // A chunk claims the next queued items in device order: with the device id in the index
    // that is a walk of `limit` entries, not a sort of every queued item (450,000 at a million).
    index('bulk_job_items_job_state_device_idx').on(table.jobId, table.state, table.deviceId),
  ],
);

/**
 * Commands waiting for a device (reboot, firmware update): handed out in the answer to its
 * next heartbeat, then reported done or failed by the device.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** `reboot` or `firmware_update`. */
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    jobId: integer('job_id').references(() => bulkJobs.id, { onDelete: 'set null' }),
    /** 0 queued, 1 delivered (running), 2 done, 3 failed. */
    state: smallint('state').notNull().default(0),
    error: text('error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [index('device_commands_device_state_idx').on(table.deviceId, table.state)],
);

/** Approved devices (`/auth-devices`, super_admin): serial and MAC pairs allowed to register. */
export const approvedDevices = pgTable(
  'approved_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serial: text('serial').notNull(),
    mac: text('mac').notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('approved_devices_serial_idx').on(table.serial)],
);

/** Per-user key/value settings of the console (spec §3 "Per-user storage entry"). */
export const userStorage = pgTable(
  'user_storage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Every mail the server sent (or would have sent): the Mail logs page reads it. */
export const mailLog = pgTable(
  'mail_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The user the mail is about, when there is one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What kind of mail: `activation`, … Rate limits count per kind. */
    kind: text('kind').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('mail_log_user_kind_idx').on(table.userId, table.kind, table.createdAt)],
);

/** Links of activation mails: only the SHA-256 of the token is kept. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [index('email_verifications_user_id_idx').on(table.userId)],
);

/** A user's notifications (the header bell); unseen while `seen_at` is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    seenAt: timestamptz('seen_at'),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id)],
);

/** Global notices (the header's info icon). `message` is HTML, sanitised by the console. */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** Shown from this moment on. */
    enabledAt: timestamptz('enabled_at').notNull(),
    /** Switched off notices stay in the admin's list but reach nobody. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamptz('updated_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('notices_enabled_at_idx').on(table.enabledAt)],
);

/** Kinds of resources (credits). Ids are fixed: the forms know which ones need a price. */
export const creditTypes = pgTable('credit_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  paymentType: text('payment_type', { enum: ['paid', 'free'] }).notNull(),
  /** What a credit buys: `credit` (device licence), `pack` (a bundle), `data` (2 GB of company data). */
  licenseType: text('license_type'),
});

/** What each company has left of each credit type. */
export const companyCredits = pgTable(
  'company_credits',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id, { onDelete: 'restrict' }),
    creditsLeft: integer('credits_left').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.creditTypeId] })],
);

/** Tags that label devices, per company. */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** `#rrggbb`. */
    color: text('color').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('tags_company_id_idx').on(table.companyId)],
);

/** Remote access entries: a service of a device reachable through the console. */
export const remoteAccess = pgTable(
  'remote_access',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    protocol: text('protocol').$type<RemoteAccessProtocol>().notNull(),
    /** Address on the device's network, e.g. `192.168.1.1`. */
    destination: text('destination').notNull(),
    port: integer('port').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Login name to use, or null to ask at connect. */
    username: text('username'),
    /**
     * The stored password and private key, `{ password?, private_key? }` as JSON sealed with
     * AES-256-GCM under the server's remote-access secret (`src/remote/credentialBox.ts`).
     */
    secretCiphertext: text('secret_ciphertext'),
    hasPassword: boolean('has_password').notNull().default(false),
    hasPrivateKey: boolean('has_private_key').notNull().default(false),
    /** The SSH host key seen at the first accepted connection, `SHA256:…`. */
    hostKeySha256: text('host_key_sha256'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('remote_access_device_id_idx').on(table.deviceId)],
);

/**
 * One-time keys of remote access entries (`POST /devices/remote-access/{id}/keys`): only the
 * SHA-256 of the key is stored; `used_at` is set when it is spent.
 */
export const remoteAccessKeys = pgTable(
  'remote_access_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    keyHash: text('key_hash').notNull().unique(),
    accessId: integer('access_id')
      .notNull()
      .references(() => remoteAccess.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['connect', 'share'] }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('remote_access_keys_access_id_idx').on(table.accessId)],
);

/**
 * Remote sessions: the access history. Names are copied at the start so the history outlives
 * renamed and deleted entries, devices and users. `ticket_hash` is the SHA-256 of the bridge
 * ticket, cleared when the bridge opens.
 */
export const remoteSessions = pgTable(
  'remote_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accessId: integer('access_id').references(() => remoteAccess.id, { onDelete: 'set null' }),
    accessName: text('access_name').notNull(),
    protocol: text('protocol').$type<RemoteAccessProtocol>().notNull(),
    app: text('app').$type<RemoteSessionApp>().notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name').notNull(),
    /** The device's company when the session started: the history's scope. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    viaKey: boolean('via_key').notNull().default(false),
    /** The console session that opened it (null with a key): its sign-out ends this session. */
    authSessionId: integer('auth_session_id'),
    fromIp: text('from_ip').notNull(),
    ticketHash: text('ticket_hash').unique(),
    ticketExpiresAt: timestamptz('ticket_expires_at'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
    endReason: text('end_reason').$type<RemoteSessionEndReason>(),
    hasRecording: boolean('has_recording').notNull().default(false),
  },
  (table) => [
    index('remote_sessions_company_id_id_idx').on(table.companyId, table.id),
    index('remote_sessions_access_id_idx').on(table.accessId),
    index('remote_sessions_user_id_idx').on(table.userId),
    index('remote_sessions_device_id_idx').on(table.deviceId),
  ],
);

/** A terminal session's recording: asciicast v2 (a header line, then `[t, "o", text]` lines). */
export const remoteSessionRecordings = pgTable('remote_session_recordings', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => remoteSessions.id, { onDelete: 'cascade' }),
  cast: text('cast').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
});

/** VPN hubs: a company's VPN server that its devices join. */
export const vpnHubs = pgTable(
  'vpn_hubs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['running', 'stopped', 'creating'] }).notNull(),
    region: text('region').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('vpn_hubs_company_id_idx').on(table.companyId)],
);

/** Files a company uploaded: firmware images, configuration backups, certificates. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['firmware', 'backup', 'config', 'certificate'] }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('files_company_id_idx').on(table.companyId)],
);

/** Who impersonated whom and when; `ended_at` is null while it lasts. */
export const impersonationLogs = pgTable(
  'impersonation_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    impersonatorId: integer('impersonator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    /** `cancelled`, `access_revoked`, `access_expired`, `signed_out`. */
    endReason: text('end_reason'),
  },
  (table) => [
    index('impersonation_logs_user_id_idx').on(table.userId),
    index('impersonation_logs_session_id_idx').on(table.sessionId),
  ],
);

/**
 * Step-up challenges of sensitive requests (MFA_REQUIRED): `id` and `uuid` are the
 * `session_id` and `session_uuid` the client sends back with the code. A challenge confirms
 * one action with one payload (`action`, `payload_hash`), in one sign-in session, for the
 * person at the keyboard (`user_id`: the impersonator while impersonating).
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: text('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email', 'teltonika_id', 'totp'] }).notNull(),
    /** `DELETE /api/admin/users`: what the challenge confirms. */
    action: text('action').notNull(),
    /** SHA-256 of the action and the validated payload: the code confirms exactly this request. */
    payloadHash: text('payload_hash').notNull(),
    /** `email`: SHA-256 of the challenge uuid and the code mailed; null for app codes. */
    codeHash: text('code_hash'),
    /** Wrong codes so far; at the limit the challenge is spent. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [
    uniqueIndex('mfa_challenges_uuid_idx').on(table.uuid),
    index('mfa_challenges_user_created_idx').on(table.userId, table.createdAt),
    index('mfa_challenges_session_id_idx').on(table.sessionId),
  ],
);

/** Password re-confirmations (the 423 step-up), kept to limit wrong passwords per user. */
export const passwordConfirmations = pgTable(
  'password_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [index('password_confirmations_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Credit transfer codes: `amount` credits of a type, taken from `company_id` when the code is
 * created and given to the company of whoever activates it (once: `used_at`).
 */
export const creditCodes = pgTable(
  'credit_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `XXXX-XXXX-XXXX`, upper case, from an alphabet without look-alikes. */
    code: text('code').notNull(),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    comment: text('comment'),
    /** The company whose credits the code carries. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedCompanyId: integer('used_company_id').references(() => companies.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('credit_codes_code_idx').on(table.code),
    index('credit_codes_company_id_idx').on(table.companyId, table.createdAt),
  ],
);

/** Every change of a company's credits, with who made it and why: the resources history. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id, { onDelete: 'restrict' }),
    /** Credits added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** `added`, `moved_in`, `moved_out`, `code_created`, `code_activated`, `converted_to_data`, `converted_from`. */
    reason: text('reason').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }),
    proformaNumber: text('proforma_number'),
    /** The other company of a move, or the code of a code transaction. */
    reference: text('reference'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('credit_transactions_company_idx').on(table.companyId, table.createdAt),
    // The forecast's "used in the last 30 days", from the index alone.
    index('credit_transactions_renewed_idx')
      .on(table.companyId, table.createdAt, table.creditTypeId, table.delta)
      .where(sql`${table.reason} = 'device_renewed'`),
  ],
);

/** Invitations of new users into a company; only the SHA-256 of the link's token is kept. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    /** Cancelled by an administrator: the link stops working. */
    cancelledAt: timestamptz('cancelled_at'),
    /** The last time the mail went out (created, or resent with a new link). */
    lastSentAt: timestamptz('last_sent_at'),
    /** The account the invitation became. */
    acceptedUserId: integer('accepted_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('user_invitations_email_idx').on(table.email),
    index('user_invitations_company_id_idx').on(table.companyId),
  ],
);

/** Invitations of distributors: a company to be created when the invitation is accepted. */
export const distributorInvitations = pgTable(
  'distributor_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
  },
  (table) => [index('distributor_invitations_email_idx').on(table.email)],
);

/** Addresses mail is not sent to (bounces, complaints) until a system administrator removes them. */
export const suppressedEmails = pgTable('suppressed_emails', {
  /** Lower case. */
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Multiconfig specification documents (the `.json` of `POST /devices/configurator/specifications`):
 * one per company, system type and firmware version.
 */
export const multiconfigSpecifications = pgTable(
  'multiconfig_specifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    systemType: text('system_type', { enum: ['rutos', 'tswos'] }).notNull(),
    /** Firmware version the document describes, e.g. `07.10`. */
    version: text('version').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    document: jsonb('document').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('multiconfig_specifications_key_idx').on(table.companyId, table.systemType, table.version),
  ],
);

/**
 * Brand configurations (forms-modals-and-capabilities §3 "Brand config"): the default brand
 * and reseller brands, which companies name through `companies.brand_id`.
 */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The brand's key, e.g. `netfleet`, `acme`. */
  name: text('name').notNull().unique(),
  /** True for exactly one brand: the one of users whose companies name none. */
  isDefault: boolean('is_default').notNull().default(false),
  /** The `BrandConfig` of the permissions package, without `default`. */
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Users moved from one company to another (`/users/move-logs`); names are copied so the log outlives them. */
export const userMoveLogs = pgTable(
  'user_move_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    fromCompanyId: integer('from_company_id').references(() => companies.id, { onDelete: 'set null' }),
    fromCompanyName: text('from_company_name').notNull(),
    toCompanyId: integer('to_company_id').references(() => companies.id, { onDelete: 'set null' }),
    toCompanyName: text('to_company_name').notNull(),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    movedByEmail: text('moved_by_email').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('user_move_logs_created_idx').on(table.createdAt, table.id),
    index('user_move_logs_user_id_idx').on(table.userId),
  ],
);

/**
 * Requests for impersonation access (`/users/confirm-impersonation-access/{token}`): support
 * asks, the user confirms through the mailed link and so grants access for `hours`.
 */
export const impersonationAccessRequests = pgTable(
  'impersonation_access_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    hours: integer('hours').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [index('impersonation_access_requests_user_id_idx').on(table.userId)],
);

/**
 * A second factor being set up: the TOTP secret (sealed like every stored secret) or the
 * e-mail code's hash, until the user proves it with a code. One per user.
 */
export const mfaEnrolments = pgTable('mfa_enrolments', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method', { enum: ['email', 'totp'] }).notNull(),
  /** `totp`: the sealed base32 secret; `email`: SHA-256 of the mailed code. */
  secret: text('secret').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** One-time recovery codes of a second factor; only their SHA-256 is kept. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(table.userId, table.codeHash)],
);

/** A user's picture (the avatar, 26 px in the header), small enough to keep in the database. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** Base64 of the image, at most 256 KiB decoded. */
  data: text('data').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * Outgoing mail (SMTP) settings (`/email-smtp`, the pick-list `/email-configurations`): with an
 * enabled configuration the server delivers what it writes to the mail log through it.
 */
export const emailConfigurations = pgTable('email_configurations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  /** `none`: plain SMTP; `starttls`: upgrade after connecting; `tls`: TLS from the start. */
  security: text('security', { enum: ['none', 'starttls', 'tls'] }).notNull(),
  username: text('username'),
  /** Sealed like every stored secret; null when the server needs no login. */
  password: text('password'),
  fromEmail: text('from_email').notNull(),
  fromName: text('from_name'),
  enabled: boolean('enabled').notNull().default(false),
  lastTestAt: timestamptz('last_test_at'),
  /** `ok`, or the SMTP error of the last test mail. */
  lastTestResult: text('last_test_result'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull(),
});

/**
 * The last `creditAmountTooLow` warning of each company and credit type, so the forecast warns
 * once per predicted run-out date rather than on every check.
 */
export const creditForecastAlerts = pgTable(
  'credit_forecast_alerts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    creditTypeId: integer('credit_type_id')
      .notNull()
      .references(() => creditTypes.id, { onDelete: 'cascade' }),
    /** The run-out date the warning named. */
    runsOutOn: date('runs_out_on', { mode: 'string' }).notNull(),
    notifiedAt: timestamptz('notified_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.creditTypeId] })],
);
