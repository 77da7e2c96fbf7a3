import { devices, remoteAccess } from '../db/schema.js';

/**
 * The columns of an entry as a connect page sees it (`RemoteSessionAccess`): select them with
 * the entry joined to its device. The session start and the bridge read the same shape.
 */
export const SESSION_ACCESS_COLUMNS = {
  id: remoteAccess.id,
  name: remoteAccess.name,
  protocol: remoteAccess.protocol,
  destination: remoteAccess.destination,
  port: remoteAccess.port,
  device_id: remoteAccess.deviceId,
  device_name: devices.name,
  username: remoteAccess.username,
  has_password: remoteAccess.hasPassword,
  has_private_key: remoteAccess.hasPrivateKey,
  host_key_sha256: remoteAccess.hostKeySha256,
};
