import { DEVICE_SORT_FIELDS } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import { companies, devices, files, remoteAccess, tags, users, vpnHubs } from '../db/schema.js';
import { DEVICE_COLUMNS } from '../devices/deviceColumns.js';
import type { ListKind } from './ListKind.js';

/** Search lists return at most this many rows; the devices table pages up to 1000. */
const SEARCH_MAX_LIMIT = 100;

const devicesKind: ListKind = {
  path: '/devices',
  noun: 'devices',
  permission: 'view_devices',
  table: devices,
  joins: [{ table: companies, on: eq(companies.id, devices.companyId) }],
  scopeColumn: devices.companyId,
  idColumn: devices.id,
  columns: DEVICE_COLUMNS,
  searchFields: {
    name: devices.name,
    serial: devices.serial,
    mac: devices.mac,
    model: devices.model,
    original_model: devices.originalModel,
  },
  defaultSearchFields: ['name', 'serial', 'mac', 'model', 'original_model'],
  sortFields: DEVICE_SORT_FIELDS,
  defaultSort: 'id',
  defaultLimit: 25,
  maxLimit: 1000,
};

const companiesKind: ListKind = {
  path: '/companies',
  noun: 'companies',
  permission: 'view_companies',
  table: companies,
  joins: [],
  scopeColumn: companies.id,
  idColumn: companies.id,
  columns: {
    id: companies.id,
    name: companies.name,
    parent_id: companies.parentId,
    level: companies.level,
    created_at: companies.createdAt,
  },
  searchFields: { name: companies.name },
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'level', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

const remoteAccessKind: ListKind = {
  path: '/devices/remote-access',
  noun: 'remote access entries',
  permission: 'view_device_remote_access',
  table: remoteAccess,
  joins: [{ table: devices, on: eq(devices.id, remoteAccess.deviceId) }],
  scopeColumn: devices.companyId,
  idColumn: remoteAccess.id,
  columns: {
    id: remoteAccess.id,
    name: remoteAccess.name,
    protocol: remoteAccess.protocol,
    enabled: remoteAccess.enabled,
    destination: remoteAccess.destination,
    port: remoteAccess.port,
    device_id: remoteAccess.deviceId,
    device_name: devices.name,
    company_id: devices.companyId,
    created_at: remoteAccess.createdAt,
  },
  searchFields: {
    name: remoteAccess.name,
    protocol: remoteAccess.protocol,
    destination: remoteAccess.destination,
    device_name: devices.name,
  },
  defaultSearchFields: ['name', 'protocol', 'device_name'],
  sortFields: ['id', 'name', 'protocol', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

const vpnHubsKind: ListKind = {
  path: '/vpn/hubs',
  noun: 'VPN hubs',
  permission: 'view_vpn_hubs',
  table: vpnHubs,
  joins: [],
  scopeColumn: vpnHubs.companyId,
  idColumn: vpnHubs.id,
  columns: {
    id: vpnHubs.id,
    name: vpnHubs.name,
    status: vpnHubs.status,
    region: vpnHubs.region,
    company_id: vpnHubs.companyId,
    created_at: vpnHubs.createdAt,
  },
  searchFields: { name: vpnHubs.name, region: vpnHubs.region },
  defaultSearchFields: ['name', 'region'],
  sortFields: ['id', 'name', 'status', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

const tagsKind: ListKind = {
  path: '/tags',
  noun: 'tags',
  permission: 'view_tags',
  table: tags,
  joins: [{ table: companies, on: eq(companies.id, tags.companyId) }],
  scopeColumn: tags.companyId,
  idColumn: tags.id,
  columns: {
    id: tags.id,
    name: tags.name,
    description: tags.description,
    color: tags.color,
    company_id: tags.companyId,
    company_name: companies.name,
    created_at: tags.createdAt,
  },
  searchFields: { name: tags.name },
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

const usersKind: ListKind = {
  path: '/users',
  noun: 'users',
  permission: 'view_users',
  table: users,
  joins: [],
  scopeColumn: users.companyId,
  idColumn: users.id,
  // Never the password hash or the account flags: only what a user table shows.
  columns: {
    id: users.id,
    name: users.username,
    username: users.username,
    email: users.email,
    company_id: users.companyId,
    role_id: users.roleId,
    created_at: users.createdAt,
  },
  searchFields: { name: users.username, email: users.email },
  defaultSearchFields: ['name', 'email'],
  sortFields: ['id', 'name', 'email', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

const filesKind: ListKind = {
  path: '/files',
  noun: 'files',
  permission: 'view_files',
  table: files,
  joins: [],
  scopeColumn: files.companyId,
  idColumn: files.id,
  columns: {
    id: files.id,
    name: files.name,
    type: files.type,
    size: files.size,
    company_id: files.companyId,
    created_at: files.createdAt,
  },
  searchFields: { name: files.name, type: files.type },
  defaultSearchFields: ['name'],
  sortFields: ['id', 'name', 'size', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: SEARCH_MAX_LIMIT,
};

/** Every list of global search (spec §2.5), by kind. */
export const LIST_KINDS = {
  devices: devicesKind,
  companies: companiesKind,
  remoteAccess: remoteAccessKind,
  vpnHubs: vpnHubsKind,
  tags: tagsKind,
  users: usersKind,
  files: filesKind,
} as const satisfies Record<string, ListKind>;

/**
 * Field names some list returns. Global search sends one `fields` list to every kind
 * (`id,name,status,email,protocol,enabled,color`); a kind ignores the names another kind
 * has and refuses only names no list knows.
 */
export const KNOWN_LIST_FIELDS: ReadonlySet<string> = new Set(
  Object.values(LIST_KINDS).flatMap((kind) => Object.keys(kind.columns)),
);

/** Search field names some list matches `q` against (the same rule for `search-fields`). */
export const KNOWN_SEARCH_FIELDS: ReadonlySet<string> = new Set(
  Object.values(LIST_KINDS).flatMap((kind) => Object.keys(kind.searchFields)),
);
