import {
  CONNECT_PAGE_OF_PROTOCOL,
  ERROR_CODES,
  type RemoteAccessProtocol,
  type RemoteSessionApp,
} from '@netfleet/contracts';
import { ApiError } from '../../http/ApiError.js';

/** The connect apps each protocol opens in, its own first; http(s) opens in none. */
const APPS_OF_PROTOCOL: Readonly<Record<RemoteAccessProtocol, readonly RemoteSessionApp[]>> = {
  http: [],
  https: [],
  ssh: ['terminal', 'files'],
  telnet: ['terminal'],
  vnc: ['desktop'],
  rdp: ['desktop'],
  sftp: ['files'],
};

/**
 * "This entry opens in the browser, not in a connect app": the 422 of an http(s) entry.
 * `source` names the entry in the request (`id` of a path, `access_id` or `key` of a body).
 */
export function notConnectable(source = 'id'): ApiError {
  return ApiError.of(
    422,
    ERROR_CODES.VALIDATION_FAILED,
    'This entry opens in the browser, not in a connect app',
    source,
  );
}

/** The connect page of a protocol (`/rms-connect/<page>`); a 422 for http(s). */
export function connectPageOf(protocol: RemoteAccessProtocol): string {
  if (protocol === 'http' || protocol === 'https') throw notConnectable();
  return CONNECT_PAGE_OF_PROTOCOL[protocol];
}

/**
 * The app a session of this protocol opens: the one asked for, or the protocol's own. A 422
 * for http(s) entries and for an app the protocol has not (only ssh and sftp open in `files`).
 */
export function sessionAppOf(
  protocol: RemoteAccessProtocol,
  asked: RemoteSessionApp | undefined,
  source: string,
): RemoteSessionApp {
  const apps = APPS_OF_PROTOCOL[protocol];
  const own = apps[0];
  if (!own) throw notConnectable(source);
  if (asked === undefined) return own;
  if (!apps.includes(asked)) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `A ${protocol} entry opens in ${apps.join(' or ')}, not ${asked}`,
      'app',
    );
  }
  return asked;
}

/** The 422 of a disabled entry, for keys and sessions alike (`source` as {@link notConnectable}). */
export function entryDisabled(source = 'id'): ApiError {
  return ApiError.of(
    422,
    ERROR_CODES.VALIDATION_FAILED,
    'This entry is disabled. Enable it to connect.',
    source,
  );
}
