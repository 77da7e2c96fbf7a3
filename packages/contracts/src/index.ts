export { type CompanySummary, CompanySummarySchema } from './company.js';
export {
  DEVICE_SORT_FIELDS,
  type Device,
  DeviceSchema,
  type DeviceSortField,
  DeviceStatusSchema,
} from './device.js';
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorItem,
  ErrorItemSchema,
  type ErrorResponse,
  ErrorResponseSchema,
  errorResponse,
} from './errors.js';
export {
  type ListParams,
  type ListQuery,
  ListQuerySchema,
  type ListResponse,
  listResponseSchema,
  type ParsedListQuery,
} from './list.js';
export {
  type StorageEntry,
  StorageEntrySchema,
  type StorageListResponse,
  StorageListResponseSchema,
} from './storage.js';
export {
  type CurrentUser,
  MfaTypeSchema,
  toCurrentUser,
  type UserResponse,
  UserResponseSchema,
} from './user.js';
