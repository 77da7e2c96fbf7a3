import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('companies_parent_id_idx').on(table.parentId),
    // text_pattern_ops lets a `LIKE 'prefix%'` use the index under any collation.
    index('companies_path_idx').on(table.path.op('text_pattern_ops')),
  ],
);

/** Roles of the permissions package's role table, synced from `ROLES` at every start. */
export const roles = pgTable('roles', {
  /** The ids of `ROLES` (1, 2, 3, 4, 6): not generated, so they match the client's table. */
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  /** Which companies the role sees: `all`, `subtree` or `own`. */
  scope: text('scope', { enum: ['all', 'subtree', 'own'] }).notNull(),
});

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
    countryIsoCode: text('country_iso_code'),
    /** Until when this user lets support impersonate them; null when not granted. */
    impersonationAccessLimit: timestamptz('impersonation_access_limit'),
    /** False until the user confirms its e-mail address: the API answers `EMAIL_NOT_VERIFIED`. */
    emailVerified: boolean('email_verified').notNull().default(true),
    /** The user must set up multi-factor authentication first: `MFA_MANDATORY` while `mfa_type` is null. */
    mfaRequired: boolean('mfa_required').notNull().default(false),
    /** Signed in through SSO as an external user nobody invited: `NOT_INVITED_EXTERNAL_USER`. */
    externalNotInvited: boolean('external_not_invited').notNull().default(false),
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
  },
  (table) => [index('retired_refresh_tokens_session_id_idx').on(table.sessionId)],
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
  ],
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
    protocol: text('protocol', { enum: ['http', 'https', 'ssh', 'telnet', 'vnc', 'rdp'] }).notNull(),
    /** Address on the device's network, e.g. `192.168.1.1`. */
    destination: text('destination').notNull(),
    port: integer('port').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('remote_access_device_id_idx').on(table.deviceId)],
);

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
