import { BULK_ACTIONS, type BulkAction, ERROR_CODES } from '@netfleet/contracts';
import { can, type Permission } from '@netfleet/permissions';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/ApiError.js';

/** The permission each bulk action needs. */
export const BULK_ACTION_PERMISSIONS: Record<BulkAction, Permission> = {
  add_tags: 'update_devices',
  remove_tags: 'update_devices',
  move: 'update_devices',
  reboot: 'control_devices',
  firmware_update: 'control_devices',
  delete: 'delete_devices',
  assign_credits: 'move_devices_credits',
  port_scan: 'control_devices',
  esim_download: 'create_multi_configuration',
  esim_enable: 'create_multi_configuration',
  esim_delete: 'create_multi_configuration',
};

const isAction = (value: unknown): value is BulkAction =>
  typeof value === 'string' && (BULK_ACTIONS as readonly string[]).includes(value);

/** 403 unless the user holds the action's permission. */
export function requireActionPermission(permissions: readonly string[], action: BulkAction): void {
  const permission = BULK_ACTION_PERMISSIONS[action];
  if (!can(permissions, permission)) {
    throw ApiError.of(
      403,
      ERROR_CODES.FORBIDDEN,
      `You do not have permission to ${permission.replaceAll('_', ' ')}.`,
    );
  }
}

/**
 * The `preValidation` hook of the bulk routes: like a route's `config.permission`, a caller
 * refused the action learns nothing of the input rules. The action is read from the body as
 * sent; a body without a known action needs one of the bulk permissions at least (and then
 * gets the validation error).
 */
export async function requireBulkPermission(request: FastifyRequest): Promise<void> {
  const permissions = request.auth?.permissions ?? [];
  const body = request.body;
  const action =
    typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  if (isAction(action)) return requireActionPermission(permissions, action);
  if (!Object.values(BULK_ACTION_PERMISSIONS).some((permission) => can(permissions, permission))) {
    throw ApiError.of(403, ERROR_CODES.FORBIDDEN, 'You do not have permission to change devices.');
  }
}
