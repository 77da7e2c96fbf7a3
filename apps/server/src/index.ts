// The request and route-config augmentations travel with the public API, so that
// packages type-checking the server from source (tooling/e2e) see them too.
import type {} from './http/fastifyTypes.js';

export { latestSignInCode } from './account/latestSignInCode.js';
export type { SessionRow } from './auth/createSessionStore.js';
export { REFRESH_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/sessionCookies.js';
export {
  type BuildServerOptions,
  buildServer,
  type NetfleetServer,
  type RemoteAccessOptions,
} from './buildServer.js';
export { CREDIT_TYPES } from './credits/syncCreditTypes.js';
export type { Database } from './db/Database.js';
export { defaultPoolSize } from './db/openDatabase.js';
export { openPgliteWorker } from './db/openPgliteWorker.js';
export { APP_VERSION } from './http/registerVersionWorker.js';
export {
  type ChannelMessage,
  notificationsChannel,
  REALTIME_PATH,
  type Realtime,
  type SubscribeAck,
} from './realtime/createRealtime.js';
export type { DeviceLink, DeviceTarget } from './remote/deviceLink.js';
export type { CreateNotification, NewNotification } from './resources/notifications/createNotifier.js';
export { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, type DemoUser } from './seed/demoUsers.js';
export { runSimulator, type Simulator, type SimulatorOptions } from './simulator/runSimulator.js';
export { STEP_UP_LIMITS } from './stepUp/stepUpLimits.js';
export { base32Decode, hotp, matchTotp, totpAt, totpStep } from './stepUp/totp.js';
