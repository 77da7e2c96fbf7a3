export {
  createResponseCache,
  DEFAULT_CACHE,
  type ResponseCache,
  type ResponseCacheOptions,
  SHORT_CACHE,
  THROTTLE_MS,
} from './cache/createResponseCache.js';
export {
  type BulkActionPayload,
  type BulkDataPayload,
  bulkActionPayload,
  bulkDataPayload,
} from './calls/bulkPayload.js';
export {
  clearPickLists,
  loadPickList,
  PICK_LIST_LIMIT,
  PICK_LIST_PATHS,
  type PickListPath,
} from './calls/pickList.js';
export {
  type ApiMethod,
  type JsonRequest,
  type JsonResult,
  requestJson,
} from './calls/requestJson.js';
export {
  actionOfMethod,
  type RequestAction,
  type ResultMessageInput,
  resultMessage,
} from './calls/resultMessage.js';
export { type FormValue, toFormData } from './calls/toFormData.js';
export {
  download,
  fileNameOf,
  type UploadOptions,
  type UploadProgress,
  upload,
} from './calls/transfer.js';
export {
  type ApiClient,
  type ApiClientOptions,
  type ClientLocation,
  createApiClient,
  type RequestContext,
  USER_REQUEST_TIMEOUT_MS,
} from './createApiClient.js';
export {
  ApiError,
  type ApiErrorOptions,
  isApiError,
  isSessionEndedError,
  SessionEndedError,
} from './errors/ApiError.js';
export { errorItemsOf, readErrorItems } from './errors/errorItemsOf.js';
export { errorMessageOf } from './errors/errorMessageOf.js';
export { REQUEST_FAILED_CODE, REQUEST_FAILED_MESSAGE, REQUEST_TIMEOUT_MESSAGE } from './errors/errorTexts.js';
export { GLOBAL_ERROR_CODES, type GlobalErrorCode, isGlobalErrorCode } from './errors/globalErrors.js';
export { apiErrorFromResponse, type ReadResponse, toApiError } from './errors/toApiError.js';
export { type ClientEvents, createEmitter, type Emitter, type Listener } from './events/createEmitter.js';
export { applyRequestHeaders, type RequestHeaderSources } from './http/applyRequestHeaders.js';
export {
  createPendingRequests,
  type PendingRequests,
  type PendingToken,
} from './http/createPendingRequests.js';
export { readCookie } from './http/readCookie.js';
export { resolveApiBase } from './http/resolveApiBase.js';
export { type SearchParamValue, serializeSearchParams } from './http/serializeSearchParams.js';
export { readXsrfToken, XSRF_COOKIE_NAMES } from './http/xsrfToken.js';
export { resendActivation, updateAccountUser } from './resources/account.js';
export {
  changeAccountPassword,
  confirmMfaEnrolment,
  getMfaStatus,
  listAccountSessions,
  MFA_PATHS,
  removeAvatar,
  revokeAccountSession,
  revokeOtherAccountSessions,
  startMfaEnrolment,
  updateAccountProfile,
  uploadAvatar,
} from './resources/accountSecurity.js';
export {
  addApprovedDevice,
  listApprovedDevices,
  removeApprovedDevice,
} from './resources/approvedDevices.js';
export { getBrand } from './resources/brand.js';
export {
  type CompanyListParams,
  deleteCompany,
  getCompany,
  getCompanyDeletionImpact,
  getCompanyTree,
  listCompanies,
} from './resources/companies.js';
export { type CreditCodeListParams, listCreditCodes } from './resources/creditCodes.js';
export { type CreditSummary, getCreditSummary } from './resources/creditSummary.js';
export {
  type CreditHistoryParams,
  getCompanyCredits,
  getCreditForecast,
  listCreditHistory,
} from './resources/credits.js';
export {
  type BulkJobParams,
  getBulkJob,
  retryDeviceBulk,
  startDeviceBulk,
} from './resources/deviceBulk.js';
export {
  type DeviceEventListParams,
  listDeviceEvents,
  renameDevice,
  setDeviceLocation,
  setDeviceMonitoring,
  setDeviceTags,
} from './resources/deviceDetail.js';
export {
  getDeviceDataUsage,
  getDeviceIo,
  getDeviceLocations,
  getDevicePositions,
  getDeviceSamples,
} from './resources/deviceSeries.js';
export {
  type DeviceFilters,
  type DeviceListParams,
  exportDevicesUrl,
  getDevice,
  listDevices,
} from './resources/devices.js';
export { getEmailSettings, saveEmailSettings, sendTestMail } from './resources/emailSettings.js';
export {
  answerImpersonationAccessRequest,
  cancelImpersonation,
  getImpersonationAccessRequest,
  requestImpersonationAccess,
  revokeImpersonationAccess,
  startImpersonation,
} from './resources/impersonation.js';
export {
  cancelInvitation,
  type InvitationListParams,
  listInvitations,
  resendInvitation,
} from './resources/invitations.js';
export { listMailLogs, type MailLogListParams } from './resources/mailLogs.js';
export { listNotices } from './resources/notices.js';
export {
  createNotice,
  deleteNotice,
  listAllNotices,
  type NoticeListParams,
  updateNotice,
} from './resources/noticesAdmin.js';
export {
  isUnseen,
  listNotifications,
  markNotificationsSeen,
  NOTIFICATIONS_LOAD_FAILED,
} from './resources/notifications.js';
export {
  listNotificationsPage,
  markAllNotificationsSeen,
  type NotificationPageParams,
} from './resources/notificationsPage.js';
export {
  isQueryResource,
  QUERY_RESOURCES,
  type QueryResource,
  queryKeys,
  type ResourceKeys,
} from './resources/queryKeys.js';
export {
  createRemoteAccess,
  createRemoteAccessKey,
  deleteRemoteAccess,
  forgetRemoteAccessHostKey,
  getRemoteAccess,
  listRemoteAccess,
  type RemoteAccessListParams,
  updateRemoteAccess,
} from './resources/remoteAccess.js';
export {
  getRemoteSessionRecording,
  listRemoteSessions,
  type RemoteSessionListParams,
  remoteBridgeUrl,
  startRemoteSession,
} from './resources/remoteSessions.js';
export { createRole, deleteRole, listRoles, type RoleListParams, updateRole } from './resources/roles.js';
export { SEARCH_LIMIT, type SearchResultPage, searchKind } from './resources/search.js';
export {
  createSftpFolder,
  deleteSftpEntry,
  listSftpFolder,
  renameSftpEntry,
  sftpDownloadHref,
  uploadSftpFile,
} from './resources/sftp.js';
export { listTags, type TagListParams } from './resources/tags.js';
export {
  type ImpersonationLogListParams,
  listImpersonationLogs,
  listUserMoveLogs,
  listUsers,
  type UserListParams,
  type UserMoveLogListParams,
} from './resources/users.js';
export {
  createFailureCounter,
  type FailureCounter,
  MAX_FAILED_ATTEMPTS,
} from './session/createFailureCounter.js';
export {
  createTokenRefresher,
  type LockManagerLike,
  type TokenRefresher,
  type TokenRefresherOptions,
} from './session/createTokenRefresher.js';
export { decodeBase64Url, ILLEGAL_BASE64URL } from './session/decodeBase64Url.js';
export { parseContinueUrl } from './session/parseContinueUrl.js';
export { readTokenClaims } from './session/readTokenClaims.js';
export {
  type ChannelHandlers,
  type ChannelMessage,
  createRealtimeClient,
  notificationsChannel,
  type RealtimeClient,
  type RealtimeClientOptions,
  SOCKET_PATH,
  SOCKET_RECONNECTION,
  type SocketFactory,
  type SubscribeAck,
} from './socket/createRealtimeClient.js';
export {
  bulkChannel,
  type DeviceChannelEvent,
  deviceChannel,
  parseDeviceChannelMessage,
} from './socket/deviceChannels.js';
export { createUserStorage, STORAGE_PAGE_SIZE, type UserStorage } from './storage/createUserStorage.js';
export {
  APP_VERSION,
  checkVersion,
  type DeployedVersion,
  loadVersionWorker,
  postponeUpdate,
  UPDATE_PROMPT_DELAY_MS,
  type VersionCheckOptions,
} from './version/checkVersion.js';
