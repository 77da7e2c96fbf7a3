import { errorItemsOf } from '@netfleet/api-client/errors';
import { ERROR_CODES } from '@netfleet/contracts';
import type { MfaMethod, SubmitResponse } from './types.js';

/** The meta block of a response (spec forms §3). */
export interface ResponseMeta {
  channel?: string;
  mfa_method?: string;
  mfa_type?: string;
  session_id?: string | number;
  session_uuid?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The meta block of a body, with only the values of the expected types. */
export function metaOf(body: unknown): ResponseMeta {
  const meta = isObject(body) && isObject(body.meta) ? body.meta : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const channel = typeof meta.channel === 'number' ? String(meta.channel) : text(meta.channel);
  const sessionId = typeof meta.session_id === 'number' ? meta.session_id : text(meta.session_id);
  return {
    ...(channel !== undefined && { channel }),
    ...(text(meta.mfa_method) !== undefined && { mfa_method: text(meta.mfa_method) }),
    ...(text(meta.mfa_type) !== undefined && { mfa_type: text(meta.mfa_type) }),
    ...(sessionId !== undefined && { session_id: sessionId }),
    ...(text(meta.session_uuid) !== undefined && { session_uuid: text(meta.session_uuid) }),
  };
}

/** The body's own `message`, when it is a non-empty string. */
export function messageOf(body: unknown): string | undefined {
  return isObject(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/** True for a 2xx status. */
export function isOkStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The error codes of a failed response's items. */
export function errorCodesOf(response: SubmitResponse): string[] {
  if (isOkStatus(response.status)) return [];
  return errorItemsOf(response.body).map((item) => item.code);
}

/** True when the response demands step-up: the code MFA_REQUIRED, or meta with mfa_method or mfa_type. */
export function demandsMfa(response: SubmitResponse): boolean {
  const meta = metaOf(response.body);
  return (
    meta.mfa_method !== undefined ||
    meta.mfa_type !== undefined ||
    errorCodesOf(response).includes(ERROR_CODES.MFA_REQUIRED)
  );
}

const METHODS: readonly string[] = ['email', 'teltonika_id', 'totp'] satisfies MfaMethod[];

/** True for a known step-up method. */
export function isMfaMethod(value: unknown): value is MfaMethod {
  return typeof value === 'string' && METHODS.includes(value);
}
