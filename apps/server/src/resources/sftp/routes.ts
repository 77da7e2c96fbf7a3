import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../serverContext.js';

/** `/remote/sessions/{id}/sftp/*`: the files of an open SFTP session. (Being built: issue #14.) */
export async function sftpRoutes(_app: FastifyInstance, _context: ServerContext): Promise<void> {}
