export {
  type AccountUserUpdate,
  AccountUserUpdateSchema,
  type ActivationResendResponse,
  ActivationResendResponseSchema,
  type ImpersonationAccessPayload,
  ImpersonationAccessSchema,
} from './account.js';
export {
  ACCOUNT_NAME_MAX_LENGTH,
  type AccountProfilePayload,
  AccountProfileResponseSchema,
  AccountProfileSchema,
  type AccountSession,
  AccountSessionSchema,
  AccountSessionsResponseSchema,
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AvatarResponseSchema,
  type AvatarUploadPayload,
  AvatarUploadSchema,
  type ChangePasswordPayload,
  ChangePasswordSchema,
  type ConfirmMfaEnrolmentPayload,
  ConfirmMfaEnrolmentSchema,
  ENROLLABLE_MFA_METHODS,
  type EnrollableMfaMethod,
  MfaCodeSchema,
  type MfaEnrolment,
  MfaEnrolmentResponseSchema,
  MfaEnrolmentSchema,
  type MfaStatus,
  MfaStatusResponseSchema,
  MfaStatusSchema,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  type RecoveryCodesResponse,
  RecoveryCodesResponseSchema,
  type SignedOutResponse,
  SignedOutResponseSchema,
  type StartMfaEnrolmentPayload,
  StartMfaEnrolmentSchema,
} from './accountSecurity.js';
export {
  type AddApprovedDevicePayload,
  AddApprovedDeviceSchema,
  type ApprovedDevice,
  ApprovedDeviceListQuerySchema,
  ApprovedDeviceSchema,
} from './approvedDevice.js';
export {
  type BrandConfigPayload,
  BrandConfigSchema,
  BrandResponseSchema,
} from './brand.js';
export {
  ACTIVATION_CODE_PATTERN,
  BULK_ACTIONS,
  BULK_ITEM_STATES,
  BULK_MAX_IDS,
  type BulkAction,
  type BulkJobItem,
  BulkJobQuerySchema,
  type BulkJobResponse,
  BulkJobResponseSchema,
  type BulkOptions,
  type BulkProgress,
  BulkProgressSchema,
  type BulkRequest,
  type BulkRequestPayload,
  BulkRequestSchema,
  type BulkStartResponse,
  BulkStartResponseSchema,
} from './bulk.js';
export {
  BULK_FAILURE_REASONS,
  type BulkFailureReasonKey,
  parseBulkFailureReason,
  permissionLostReason,
  tagsNotForCompanyReason,
} from './bulkFailureReasons.js';
export { BULK_START_MESSAGES, type BulkStartMessageKey, parseBulkStartMessage } from './bulkStartMessages.js';
export { type CompanySummary, CompanySummarySchema } from './company.js';
export {
  type CompanyDeletionBlock,
  type CompanyDeletionImpact,
  CompanyDeletionImpactResponseSchema,
  CompanyDeletionImpactSchema,
} from './companyDeletion.js';
export {
  type CompanyDetail,
  type CompanyDetailResponse,
  CompanyDetailResponseSchema,
  CompanyDetailSchema,
} from './companyDetail.js';
export {
  COMPANY_METRICS_TOP_MODELS,
  type CompanyMetrics,
  CompanyMetricsResponseSchema,
} from './companyMetrics.js';
export { type CompanyRow, CompanyRowSchema } from './companyRow.js';
export {
  type CompanyTreeNode,
  CompanyTreeNodeSchema,
  type CompanyTreeResponse,
  CompanyTreeResponseSchema,
} from './companyTreeNode.js';
export {
  CREDIT_CODE_STATES,
  type CreditCode,
  CreditCodeSchema,
  type CreditCodeState,
} from './creditCode.js';
export {
  type CompanyCredits,
  CompanyCreditsQuerySchema,
  CompanyCreditsSchema,
  CREDIT_FORECAST_WARN_DAYS,
  CREDIT_REASONS,
  CREDIT_RENEWAL_DAYS,
  type CreditBalance,
  CreditBalanceSchema,
  type CreditForecast,
  CreditForecastSchema,
  type CreditReason,
  type CreditRenewalFormPayload,
  CreditRenewalFormSchema,
  type CreditRenewalsPayload,
  CreditRenewalsSchema,
  type CreditTransaction,
  CreditTransactionSchema,
  type CreditTypeForecast,
  CreditTypeForecastSchema,
  MAX_RENEWAL_DEVICES,
} from './creditLedger.js';
export {
  type CreditLeft,
  CreditLeftSchema,
  type CreditSummaryResponse,
  CreditSummaryResponseSchema,
  type CreditTypeItem,
  CreditTypeSchema,
} from './credits.js';
export {
  DEVICE_CAPABILITY_FILTERS,
  DEVICE_SORT_FIELDS,
  type Device,
  type DeviceCapabilityFilter,
  DeviceSchema,
  type DeviceSortField,
  DeviceStatusSchema,
  type DeviceTag,
  DeviceTagSchema,
} from './device.js';
export {
  DEVICE_ADD_MESSAGES,
  type DeviceAddMessageKey,
  deviceAddMessage,
  deviceImportSummary,
  parseDeviceAddMessage,
} from './deviceAddMessages.js';
export {
  DEVICE_MAX_TAGS,
  type DeviceDetail,
  type DeviceDetailResponse,
  DeviceDetailResponseSchema,
  DeviceDetailSchema,
  type RenameDevicePayload,
  RenameDeviceSchema,
  type SetDeviceLocationPayload,
  SetDeviceLocationSchema,
  type SetDeviceMonitoringPayload,
  SetDeviceMonitoringSchema,
  type SetDeviceTagsPayload,
  SetDeviceTagsSchema,
} from './deviceDetail.js';
export {
  DEVICE_EVENT_KINDS,
  DEVICE_EVENTS_MAX_LIMIT,
  type DeviceEvent,
  type DeviceEventKind,
  type DeviceEventListQuery,
  DeviceEventListQuerySchema,
  type DeviceEventListResponse,
  DeviceEventListResponseSchema,
  DeviceEventSchema,
} from './deviceEvent.js';
export {
  DEVICE_DATA_USAGE_MAX_DAYS,
  DEVICE_IO_MAX,
  DEVICE_LOCATIONS_MAX,
  DEVICE_POSITIONS_MAX,
  DEVICE_SAMPLES_RAW_MAX_DAYS,
  DEVICE_SERIES_MAX_DAYS,
  type DeviceDataUsageDay,
  DeviceDataUsageDaySchema,
  type DeviceDataUsageQuery,
  DeviceDataUsageQuerySchema,
  type DeviceDataUsageResponse,
  DeviceDataUsageResponseSchema,
  type DeviceIo,
  type DeviceIoResponse,
  DeviceIoResponseSchema,
  DeviceIoSchema,
  type DeviceLocations,
  type DeviceLocationsResponse,
  DeviceLocationsResponseSchema,
  DeviceLocationsSchema,
  type DevicePositions,
  type DevicePositionsResponse,
  DevicePositionsResponseSchema,
  DevicePositionsSchema,
  type DeviceSamples,
  type DeviceSamplesResponse,
  DeviceSamplesResponseSchema,
  DeviceSamplesSchema,
  type DeviceSeriesQuery,
  DeviceSeriesQuerySchema,
} from './deviceSeries.js';
export {
  type EsimProfile,
  EsimProfileSchema,
  MAX_ESIM_PROFILES,
  MAX_NETWORK_INTERFACES,
  MAX_PORTS,
  type MonitoringParameter,
  MonitoringParameterSchema,
  NETWORK_INTERFACE_KINDS,
  type NetworkInterface,
  NetworkInterfaceSchema,
  type PortState,
  PortStateSchema,
} from './deviceState.js';
export {
  type EmailSettings,
  EmailSettingsResponseSchema,
  EmailSettingsSchema,
  type SaveEmailSettingsPayload,
  SaveEmailSettingsSchema,
  type SendTestMailPayload,
  SendTestMailSchema,
  SMTP_SECURITY,
  type SmtpSecurity,
  type TestMailResult,
  TestMailResultSchema,
} from './emailSettings.js';
export {
  ERROR_CODES,
  type ErrorCode,
  type ErrorItem,
  ErrorItemSchema,
  type ErrorResponse,
  ErrorResponseSchema,
  errorResponse,
} from './errors.js';
export { type FileRow, FileRowSchema } from './fileRow.js';
export {
  type AddDevicePayload,
  type AddDeviceResponse,
  AddDeviceResponseSchema,
  AddDeviceSchema,
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  DEVICE_IMPORT_COLUMNS,
  DEVICE_NAME_MAX_LENGTH,
  type DeviceImportLine,
  DeviceImportLineSchema,
  type DeviceImportResponse,
  DeviceImportResponseSchema,
  NOT_CSV_MESSAGE,
  normalizeMac,
  SERIAL_MAC_MISMATCH_MESSAGE,
} from './forms/addDevice.js';
export {
  type AdminEmailPayload,
  AdminEmailSchema,
  AssignSsoAdminSchema,
  DeleteUserSchema,
  RemoveMfaSchema,
  RemoveSuppressedEmailSchema,
} from './forms/admin.js';
export {
  type ActivateCodePayload,
  ActivateCodeSchema,
  CODE_AMOUNT_MAX_DIGITS,
  CODE_COMMENT_MAX_LENGTH,
  type CreateCodePayload,
  CreateCodeRequestSchema,
  createCodeSchema,
} from './forms/codes.js';
export {
  type AddCompanyPayload,
  AddCompanySchema,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  CompanyNameFieldSchema,
  type CompanyNamePayload,
  CompanyNameSchema,
  isUnchangedValue,
  type MoveCompaniesPayload,
  MoveCompaniesSchema,
  UNCHANGED_VALUE_MESSAGE,
} from './forms/company.js';
export {
  BYTES_PER_DATA_CREDIT,
  type CompanyDataPayload,
  CompanyDataSchema,
  CREDIT_COUNT_MAX_LENGTH,
  creditsToBytes,
  normalizeCreditCount,
} from './forms/companyData.js';
export { type CompanyDataRequestPayload, CompanyDataRequestSchema } from './forms/companyDataRequest.js';
export {
  DISTRIBUTOR_COMPANY_NAME_MAX_LENGTH,
  type DistributorInvitationPayload,
  DistributorInvitationSchema,
} from './forms/distributorInvitation.js';
export {
  FIELD_MESSAGES,
  type FieldMessageKey,
  fieldMessage,
  parseFieldMessage,
} from './forms/fieldMessages.js';
export { EMAIL_LOCAL_PART_MAX_LENGTH, EMAIL_MAX_LENGTH, MAX_ID } from './forms/fields.js';
export {
  FILE_NAME_MAX_LENGTH,
  FileNameSchema,
  FORBIDDEN_FILE_NAME_MESSAGE,
  FORBIDDEN_FILE_NAME_SYMBOLS,
} from './forms/fileName.js';
export { type InviteUserPayload, InviteUserSchema } from './forms/inviteUser.js';
export {
  MULTICONFIG_MIME_TYPES,
  MULTICONFIG_SYSTEM_TYPES,
  type MulticonfigSystemType,
  type MulticonfigUploadPayload,
  MulticonfigUploadSchema,
  type UploadedFile,
} from './forms/multiconfig.js';
export {
  type AddResourcesPayload,
  AddResourcesSchema,
  CREDIT_PRICE_STEP,
  CREDIT_TYPES_WITH_PRICE,
  type MoveResourcesPayload,
  MoveResourcesSchema,
  requiresCreditPrice,
} from './forms/resources.js';
export {
  CUSTOM_ROLE_SCOPES,
  ROLE_NAME_PATTERN,
  ROLE_TEXT_MAX_LENGTH,
  type RoleForm,
  type RoleFormPayload,
  RoleFormSchema,
  type RoleResponse,
  RoleResponseSchema,
} from './forms/role.js';
export {
  DEFAULT_TAG_COLOR,
  TAG_COLOR_PATTERN,
  TAG_TEXT_MAX_LENGTH,
  type TagPayload,
  TagSchema,
} from './forms/tag.js';
export { IdParamsSchema, idParamsSchema } from './idParams.js';
export {
  IMPERSONATION_END_REASONS,
  type ImpersonationLogRow,
  ImpersonationLogRowSchema,
} from './impersonationLogRow.js';
export {
  DEVICE_CHANNEL_EVENTS,
  type DeviceDetailChangedEvent,
  DeviceDetailChangedEventSchema,
  type DeviceLiveSample,
  DeviceLiveSampleSchema,
  type DeviceStatusEvent,
  DeviceStatusEventSchema,
  type DeviceTelemetryEvent,
  DeviceTelemetryEventSchema,
  INGEST_MAX_BATCH,
  INGEST_MAX_EVENTS,
  INGEST_MAX_SERIES,
  INGEST_TEXT_MAX_LENGTH,
  type IngestBatch,
  type IngestBatchInput,
  type IngestBatchItemResult,
  IngestBatchItemResultSchema,
  type IngestBatchResponse,
  IngestBatchResponseSchema,
  IngestBatchSchema,
  type IngestCommand,
  type IngestCommandResult,
  IngestCommandResultSchema,
  IngestCommandSchema,
  type IngestDataUsage,
  IngestDataUsageSchema,
  type IngestEvent,
  IngestEventSchema,
  type IngestModem,
  IngestModemSchema,
  type IngestPosition,
  IngestPositionSchema,
  type IngestReport,
  type IngestReportInput,
  type IngestReportResponse,
  IngestReportResponseSchema,
  type IngestReportResult,
  IngestReportResultSchema,
  IngestReportSchema,
  type IngestSample,
  IngestSampleSchema,
  type IngestTokenResponse,
  IngestTokenResponseSchema,
} from './ingest.js';
export {
  INVITATION_STATUSES,
  type InvitationRow,
  InvitationRowSchema,
  type InvitationStatus,
} from './invitationRow.js';
export {
  type ListMeta,
  ListMetaSchema,
  type ListParams,
  type ListQuery,
  ListQuerySchema,
  type ListResponse,
  listResponseSchema,
  type ParsedListQuery,
} from './list.js';
export { APPROVED_DEVICE_LIST } from './lists/approvedDeviceList.js';
export { COMPANY_LIST } from './lists/companyList.js';
export { CREDIT_CODE_LIST } from './lists/creditCodeList.js';
export { CREDIT_TRANSACTION_LIST, CreditTransactionListQuerySchema } from './lists/creditTransactionList.js';
export { DEVICE_EXPORT_LIST, DEVICE_LIST } from './lists/deviceList.js';
export { FILE_LIST } from './lists/fileList.js';
export { IMPERSONATION_LOG_LIST, ImpersonationLogListQuerySchema } from './lists/impersonationLogList.js';
export { INVITATION_LIST } from './lists/invitationList.js';
export { decodeListCursor, encodeListCursor, type ListCursor } from './lists/listCursor.js';
export {
  choiceFilter,
  choiceListFilter,
  firmwareVersionFilter,
  firmwareVersionOrder,
  flagFilter,
  idFilter,
  idListFilter,
  nameListFilter,
  timestampFilter,
} from './lists/listFilters.js';
export {
  defineListSpec,
  type ListFilterSchema,
  type ListQueryOf,
  type ListQueryOfSpec,
  type ListSpec,
  listQuerySchema,
  MAX_LIST_QUERY_LENGTH,
  nextListCursor,
} from './lists/listQuerySchema.js';
export {
  CompanyListQuerySchema,
  CreditCodeListQuerySchema,
  DeviceExportQuerySchema,
  DeviceListQuerySchema,
  FileListQuerySchema,
  InvitationListQuerySchema,
  MailLogListQuerySchema,
  RemoteAccessListQuerySchema,
  RemoteSessionListQuerySchema,
  RoleListQuerySchema,
  SEARCH_LIST_NAMES,
  TagListQuerySchema,
  UserListQuerySchema,
  VpnHubListQuerySchema,
} from './lists/listQuerySchemas.js';
export { MAIL_LOG_LIST } from './lists/mailLogList.js';
export { NOTICE_LIST, NoticeListQuerySchema } from './lists/noticeList.js';
export {
  NotificationPageQuerySchema,
  pageQuerySchema,
  StoragePageQuerySchema,
} from './lists/pageQuerySchema.js';
export { REMOTE_ACCESS_LIST } from './lists/remoteAccessList.js';
export { REMOTE_SESSION_LIST } from './lists/remoteSessionList.js';
export { ROLE_LIST } from './lists/roleList.js';
export { TAG_LIST } from './lists/tagList.js';
export { USER_LIST } from './lists/userList.js';
export { USER_MOVE_LOG_LIST, UserMoveLogListQuerySchema } from './lists/userMoveLogList.js';
export { VPN_HUB_LIST } from './lists/vpnHubList.js';
export { type MailLogEntry, MailLogEntrySchema } from './mailLog.js';
export { createMessageParser, fillMessage, type ParsedMessage } from './messageTemplates.js';
export {
  MULTICONFIG_FIELD_TYPES,
  type MulticonfigFieldType,
  type MulticonfigSpecification,
  MulticonfigSpecificationSchema,
} from './multiconfigSpecification.js';
export {
  type AdminNotice,
  AdminNoticeSchema,
  type CreateNoticePayload,
  CreateNoticeSchema,
  NOTICE_TYPES,
  type Notice,
  type NoticeListResponse,
  NoticeListResponseSchema,
  NoticeSchema,
  type NoticeType,
  type UpdateNoticePayload,
  UpdateNoticeSchema,
} from './notice.js';
export {
  type CreateNotificationPayload,
  CreateNotificationSchema,
  type MarkNotificationsSeen,
  MarkNotificationsSeenSchema,
  NEW_NOTIFICATION_EVENT,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationListResponse,
  NotificationListResponseSchema,
  NotificationSchema,
  type NotificationType,
} from './notification.js';
export {
  NewPasswordSchema,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password.js';
export {
  CONNECT_PAGE_OF_PROTOCOL,
  type CreateRemoteAccessKeyPayload,
  CreateRemoteAccessKeySchema,
  type CreateRemoteAccessPayload,
  CreateRemoteAccessSchema,
  DESTINATION_MESSAGE,
  isRemoteDestination,
  REMOTE_ACCESS_DEFAULT_PORTS,
  REMOTE_ACCESS_KEY_PURPOSES,
  REMOTE_ACCESS_KEY_TTL_S,
  REMOTE_ACCESS_NAME_MAX_LENGTH,
  type RemoteAccessEntryResponse,
  RemoteAccessEntryResponseSchema,
  type RemoteAccessKeyResponse,
  RemoteAccessKeyResponseSchema,
  type UpdateRemoteAccessPayload,
  UpdateRemoteAccessSchema,
} from './remoteAccess.js';
export {
  REMOTE_ACCESS_PROTOCOLS,
  type RemoteAccessProtocol,
  type RemoteAccessRow,
  RemoteAccessRowSchema,
} from './remoteAccessRow.js';
export {
  BRIDGE_CLOSE_CODES,
  type BridgeClientMessage,
  BridgeClientMessageSchema,
  type BridgeServerMessage,
  BridgeServerMessageSchema,
  type CreateRemoteSessionPayload,
  CreateRemoteSessionSchema,
  RECORDING_MAX_BYTES,
  REMOTE_BRIDGE_PATH,
  REMOTE_IDLE_TIMEOUT_S,
  REMOTE_SESSION_APPS,
  REMOTE_SESSION_END_REASONS,
  REMOTE_TICKET_TTL_S,
  type RemoteSessionAccess,
  RemoteSessionAccessSchema,
  type RemoteSessionApp,
  type RemoteSessionEndReason,
  type RemoteSessionRow,
  RemoteSessionRowSchema,
  type RemoteSessionStart,
  RemoteSessionStartSchema,
} from './remoteSession.js';
export { type RoleItem, RoleItemSchema } from './role.js';
export { type RoleRow, RoleRowSchema } from './roleRow.js';
export {
  SEARCH_KINDS,
  SEARCH_RESULT_FIELDS,
  type SearchKind,
  type SearchResultItem,
  SearchResultItemSchema,
} from './search.js';
export {
  SFTP_MAX_FILE_BYTES,
  SFTP_PATH_MAX_LENGTH,
  type SftpEntry,
  SftpEntrySchema,
  type SftpListResponse,
  SftpListResponseSchema,
  type SftpMkdirPayload,
  SftpMkdirSchema,
  SftpPathQuerySchema,
  type SftpRenamePayload,
  SftpRenameSchema,
} from './sftp.js';
export {
  type MfaChallengeMeta,
  MfaChallengeMetaSchema,
  type PasswordConfirmationPayload,
  type PasswordConfirmationResponse,
  PasswordConfirmationResponseSchema,
  PasswordConfirmationSchema,
  STEP_UP_METHODS,
  type StepUpFields,
  StepUpFieldsSchema,
  type StepUpMethod,
} from './stepUp.js';
export {
  type StorageEntry,
  StorageEntrySchema,
  type StorageListResponse,
  StorageListResponseSchema,
} from './storage.js';
export {
  STORAGE_MAX_ENTRIES,
  STORAGE_VALUE_MAX_LENGTH,
  StorageCreateSchema,
  StorageKeyParamsSchema,
  StorageUpdateSchema,
} from './storageRequests.js';
export { type TagRow, TagRowSchema } from './tagRow.js';
export {
  type TokenClaims,
  TokenClaimsSchema,
  type TokenRefreshResponse,
  TokenRefreshResponseSchema,
  type TokenRevokeRequest,
  TokenRevokeRequestSchema,
  type TokenRevokeResponse,
  TokenRevokeResponseSchema,
} from './token.js';
export {
  type CurrentUser,
  MfaTypeSchema,
  toCurrentUser,
  type UserResponse,
  UserResponseSchema,
} from './user.js';
export {
  type ImpersonationAccessRequestInfo,
  ImpersonationAccessRequestInfoSchema,
  ImpersonationAccessRequestSchema,
  type ImpersonationAccessTokenPayload,
  ImpersonationAccessTokenSchema,
  MOVE_USERS_MAX,
  type MoveUsersPayload,
  type MoveUsersResponse,
  MoveUsersResponseSchema,
  MoveUsersSchema,
  type UpdateUserRolePayload,
  UpdateUserRoleSchema,
} from './userAdmin.js';
export { type UserMoveLogRow, UserMoveLogRowSchema } from './userMoveLogRow.js';
export { USER_STATUSES, type UserRow, UserRowSchema, type UserStatus } from './userRow.js';
