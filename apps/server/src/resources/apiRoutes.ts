import type { FastifyInstance } from 'fastify';
import { registerApiScope } from '../http/registerApiScope.js';
import { remoteBridgeRoutes } from '../remote/bridgeRoutes.js';
import { pickServerContext, type ServerContext } from '../serverContext.js';
import { ownAccountRoutes } from './account/routes.js';
import { approvedDeviceRoutes } from './approvedDevices/routes.js';
import { brandRoutes } from './brands/routes.js';
import { bulkRoutes } from './bulk/routes.js';
import { companyRoutes } from './companies/routes.js';
import { creditCodeRoutes } from './creditCodes/routes.js';
import { creditRoutes } from './credits/routes.js';
import { deviceAddRoutes } from './deviceAdd/routes.js';
import { deviceDetailRoutes } from './deviceDetail/routes.js';
import { deviceSeriesRoutes } from './deviceSeries/routes.js';
import { deviceRoutes } from './devices/routes.js';
import { deviceTokenRoutes } from './deviceTokens/routes.js';
import { emailSettingsRoutes } from './emailSettings/routes.js';
import { fileRoutes } from './files/routes.js';
import { impersonationRoutes } from './impersonation/routes.js';
import { invitationRoutes } from './invitations/routes.js';
import { mailLogRoutes } from './mailLogs/routes.js';
import { multiconfigRoutes } from './multiconfig/routes.js';
import { noticeRoutes } from './notices/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { remoteAccessRoutes } from './remoteAccess/routes.js';
import { remoteSessionRoutes } from './remoteSessions/routes.js';
import { roleRoutes } from './roles/routes.js';
import { sessionRoutes } from './session/routes.js';
import { sftpRoutes } from './sftp/routes.js';
import { stepUpRoutes } from './stepUp/routes.js';
import { storageRoutes } from './storage/routes.js';
import { tagRoutes } from './tags/routes.js';
import { userRoutes } from './users/routes.js';
import { vpnHubRoutes } from './vpnHubs/routes.js';

/**
 * Everything under `/api`: the API scope (guard, permission and input checks, JSON errors,
 * 404s, no-store) and one plugin per resource of `src/resources/<resource>/routes.ts`.
 */
export async function apiRoutes(app: FastifyInstance, options: ServerContext): Promise<void> {
  const context = pickServerContext(options);
  registerApiScope(app, context);
  for (const resource of [
    sessionRoutes,
    brandRoutes,
    impersonationRoutes,
    stepUpRoutes,
    ownAccountRoutes,
    storageRoutes,
    notificationRoutes,
    noticeRoutes,
    deviceRoutes,
    deviceSeriesRoutes,
    deviceDetailRoutes,
    deviceTokenRoutes,
    bulkRoutes,
    deviceAddRoutes,
    approvedDeviceRoutes,
    remoteAccessRoutes,
    remoteSessionRoutes,
    remoteBridgeRoutes,
    sftpRoutes,
    vpnHubRoutes,
    fileRoutes,
    multiconfigRoutes,
    companyRoutes,
    userRoutes,
    invitationRoutes,
    roleRoutes,
    tagRoutes,
    creditRoutes,
    creditCodeRoutes,
    mailLogRoutes,
    emailSettingsRoutes,
  ]) {
    await app.register(resource, context);
  }
}
