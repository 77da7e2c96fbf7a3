export { type CatalogueEntry, DEVICE_CATALOGUE } from './catalogue.js';
export { FIRMWARE_RELEASES, type FirmwareRelease } from './data/firmwareReleases.js';
export {
  MODEL_FACTS,
  MODELS,
  type ModelFact,
  type ModelFacts,
  SOURCES,
  type SourceKey,
} from './data/models.js';
export { firmwareOrder } from './firmwareOrder.js';
export { FIRMWARE_RULES } from './firmwareRules.js';
export {
  type CapabilityDevice,
  type DeviceCapabilities,
  getDeviceCapabilities,
} from './getDeviceCapabilities.js';
export {
  CONNECTION_ATTEMPT_MESSAGES,
  type ConnectionAttemptKind,
  type ConnectionAttemptResult,
  connectionAttemptResult,
  DEVICE_STATUS_LABELS,
  type DeviceStatusLabel,
  deviceStatusLabel,
  L2TP_SUMMARY_TEXTS,
  type L2tpState,
  l2tpState,
  l2tpSummary,
  simSlotLabel,
} from './labels.js';
export { latestFirmware } from './latestFirmware.js';
export {
  type DeviceKind,
  FAMILY_KIND,
  familyOf,
  MODEL_FAMILIES,
  type ModelFamily,
  seriesOf,
} from './modelFamilies.js';
export { modelImagePath } from './modelImagePath.js';
export {
  MODEL_CAPABILITY_FLAGS,
  type ModelCapabilityFlag,
  modelsWithCapability,
} from './modelsWithCapability.js';
export {
  type CapabilityFlag,
  formatActiveParameters,
  isValidMonitoringInterval,
  MAX_ACTIVE_PARAMETERS,
  MONITORING_INTERVAL_MAX,
  MONITORING_INTERVAL_MIN,
  MONITORING_TYPES,
  type MonitoringType,
  monitoringTypeById,
  monitoringTypesFor,
} from './monitoring.js';
export { type FirmwareInfo, parseFirmware, parseFirmwareVersion } from './parseFirmware.js';
export { REFRESH_INTERVALS, type RefreshInterval } from './refreshIntervals.js';
export { modelFacts, normalizeModel, resolveModel } from './resolveModel.js';
