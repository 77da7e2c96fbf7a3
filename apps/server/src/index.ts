export type { SessionRow } from './auth/createSessionStore.js';
export { REFRESH_COOKIE, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './auth/sessionCookies.js';
export { type BuildServerOptions, buildServer, type NetfleetServer } from './buildServer.js';
export type { Database } from './db/Database.js';
export { DEVICE_CATALOGUE } from './seed/catalogue.js';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './seed/demoUsers.js';
