import { COMPANY_LIST } from './companyList.js';
import { CREDIT_CODE_LIST } from './creditCodeList.js';
import { DEVICE_EXPORT_LIST, DEVICE_LIST } from './deviceList.js';
import { FILE_LIST } from './fileList.js';
import { INVITATION_LIST } from './invitationList.js';
import type { ListSpec } from './listQuerySchema.js';
import { listQuerySchema } from './listQuerySchema.js';
import { MAIL_LOG_LIST } from './mailLogList.js';
import { REMOTE_ACCESS_LIST } from './remoteAccessList.js';
import { REMOTE_SESSION_LIST } from './remoteSessionList.js';
import { ROLE_LIST } from './roleList.js';
import { TAG_LIST } from './tagList.js';
import { USER_LIST } from './userList.js';
import { VPN_HUB_LIST } from './vpnHubList.js';

/** The lists global search reads (spec §2.5): the kinds of `SEARCH_KINDS`. */
const SEARCH_LISTS: readonly ListSpec[] = [
  DEVICE_LIST,
  COMPANY_LIST,
  REMOTE_ACCESS_LIST,
  VPN_HUB_LIST,
  TAG_LIST,
  USER_LIST,
  FILE_LIST,
];

/**
 * Field names some search list has. Global search sends one `fields` list
 * (`id,name,status,email,protocol,enabled,color`) and one `search-fields` list to every kind: a
 * search list ignores the names another one has and refuses only names no search list knows.
 */
export const SEARCH_LIST_NAMES: ReadonlySet<string> = new Set(
  SEARCH_LISTS.flatMap((spec) => [...spec.fields, ...spec.searchFields]),
);
const search = { tolerate: SEARCH_LIST_NAMES };

/** The query of `GET /devices`. */
export const DeviceListQuerySchema = listQuerySchema(DEVICE_LIST, search);
/** The query of `GET /devices/export` (the list's, plus `format=csv|xlsx`). */
export const DeviceExportQuerySchema = listQuerySchema(DEVICE_EXPORT_LIST);
/** The query of `GET /companies`. */
export const CompanyListQuerySchema = listQuerySchema(COMPANY_LIST, search);
/** The query of `GET /devices/remote-access`. */
export const RemoteAccessListQuerySchema = listQuerySchema(REMOTE_ACCESS_LIST, search);
/** The query of `GET /vpn/hubs`. */
export const VpnHubListQuerySchema = listQuerySchema(VPN_HUB_LIST, search);
/** The query of `GET /tags`. */
export const TagListQuerySchema = listQuerySchema(TAG_LIST, search);
/** The query of `GET /users`. */
export const UserListQuerySchema = listQuerySchema(USER_LIST, search);
/** The query of `GET /files`. */
export const FileListQuerySchema = listQuerySchema(FILE_LIST, search);
/** The query of `GET /roles`. */
export const RoleListQuerySchema = listQuerySchema(ROLE_LIST);
/** The query of `GET /credits/codes`. */
export const CreditCodeListQuerySchema = listQuerySchema(CREDIT_CODE_LIST);
/** The query of `GET /mail-logs`. */
export const MailLogListQuerySchema = listQuerySchema(MAIL_LOG_LIST);
/** The query of `GET /remote/sessions` (the access history). */
export const RemoteSessionListQuerySchema = listQuerySchema(REMOTE_SESSION_LIST);
/** The query of `GET /users/invitations`. */
export const InvitationListQuerySchema = listQuerySchema(INVITATION_LIST);
