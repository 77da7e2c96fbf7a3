import {
  type AccountProfilePayload,
  AccountProfileResponseSchema,
  type AccountSession,
  AccountSessionsResponseSchema,
  AvatarResponseSchema,
  type AvatarUploadPayload,
  type ChangePasswordPayload,
  type ConfirmMfaEnrolmentPayload,
  type MfaEnrolment,
  MfaEnrolmentResponseSchema,
  type MfaStatus,
  MfaStatusResponseSchema,
  type RecoveryCodesResponse,
  RecoveryCodesResponseSchema,
  SignedOutResponseSchema,
  type StartMfaEnrolmentPayload,
} from '@netfleet/contracts';
import { requestJson } from '../calls/requestJson.js';
import type { ApiClient } from '../createApiClient.js';

// The signed-in user's own account (`/account`): every call acts on the caller only.
// Replacing a second factor, new recovery codes and removing the second factor are
// step-up protected (`MFA_REQUIRED`): the console sends those through the forms' submit
// flow, which asks for the code; the calls here send them without a code.

type Client = Pick<ApiClient, 'http'>;

/** `PUT /user/profile`: the user's own name; resolves with the name as saved. */
export async function updateAccountProfile(
  client: Client,
  payload: AccountProfilePayload,
): Promise<{ username: string }> {
  const body = await requestJson(client, {
    method: 'put',
    path: 'user/profile',
    json: payload,
    schema: AccountProfileResponseSchema,
    failure: 'Failed to update the name',
  });
  return body.data;
}

/** `PUT /user/password`: resolves with how many other sessions were signed out. */
export async function changeAccountPassword(
  client: Client,
  payload: ChangePasswordPayload,
): Promise<{ signed_out: number }> {
  const body = await requestJson(client, {
    method: 'put',
    path: 'user/password',
    json: payload,
    schema: SignedOutResponseSchema,
    failure: 'Failed to change the password',
  });
  return body.data;
}

/** `GET /user/sessions`: the user's open sessions, the current one first. */
export async function listAccountSessions(client: Client, signal?: AbortSignal): Promise<AccountSession[]> {
  const body = await requestJson(client, {
    path: 'user/sessions',
    schema: AccountSessionsResponseSchema,
    failure: 'Failed to get the sessions',
    ...(signal && { signal }),
  });
  return body.data;
}

/** `DELETE /user/sessions/{id}`: signs one other session out. */
export async function revokeAccountSession(client: Client, id: number): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: `user/sessions/${encodeURIComponent(String(id))}`,
    schema: undefined,
    failure: 'Failed to sign the session out',
  });
}

/** `DELETE /user/sessions/others`: signs every other session out; resolves with how many. */
export async function revokeOtherAccountSessions(client: Client): Promise<{ signed_out: number }> {
  const body = await requestJson(client, {
    method: 'delete',
    path: 'user/sessions/others',
    schema: SignedOutResponseSchema,
    failure: 'Failed to sign the other sessions out',
  });
  return body.data;
}

/**
 * `GET /user/mfa`: the method in use, whether the company requires one, and the recovery
 * codes left. Allowed for a user blocked by `MFA_MANDATORY` (the notice page sets one up).
 */
export async function getMfaStatus(client: Client, signal?: AbortSignal): Promise<MfaStatus> {
  const body = await requestJson(client, {
    path: 'user/mfa',
    schema: MfaStatusResponseSchema,
    failure: 'Failed to get the two-factor authentication',
    skipCancel: true,
    ...(signal && { signal }),
  });
  return body.data;
}

/**
 * `POST /user/mfa/enrolment`: starts setting up a method (the TOTP secret and its
 * `otpauth://` URI, or the e-mail the code went to). Without a method in use; replacing one
 * asks for step-up, which the forms' submit flow answers.
 */
export async function startMfaEnrolment(
  client: Client,
  payload: StartMfaEnrolmentPayload,
): Promise<MfaEnrolment> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'user/mfa/enrolment',
    json: payload,
    schema: MfaEnrolmentResponseSchema,
    failure: 'Failed to start setting up two-factor authentication',
  });
  return body.data;
}

/** `POST /user/mfa/enrolment/confirm`: the code proves the new method; resolves with the recovery codes. */
export async function confirmMfaEnrolment(
  client: Client,
  payload: ConfirmMfaEnrolmentPayload,
): Promise<RecoveryCodesResponse['data']> {
  const body = await requestJson(client, {
    method: 'post',
    path: 'user/mfa/enrolment/confirm',
    json: payload,
    schema: RecoveryCodesResponseSchema,
    failure: 'Failed to confirm the code',
  });
  return body.data;
}

/** `PUT /user/avatar`: the picture as a `data:` URL; resolves with the new `avatar_url`. */
export async function uploadAvatar(
  client: Client,
  payload: AvatarUploadPayload,
): Promise<{ avatar_url: string | null }> {
  const body = await requestJson(client, {
    method: 'put',
    path: 'user/avatar',
    json: payload,
    schema: AvatarResponseSchema,
    failure: 'Failed to upload the picture',
  });
  return body.data;
}

/** `DELETE /user/avatar`: removes the picture. */
export async function removeAvatar(client: Client): Promise<void> {
  await requestJson(client, {
    method: 'delete',
    path: 'user/avatar',
    schema: AvatarResponseSchema,
    failure: 'Failed to remove the picture',
  });
}

/** The path of the step-up protected second-factor calls, for the forms' submit flow. */
export const MFA_PATHS = {
  enrolment: '/user/mfa/enrolment',
  recoveryCodes: '/user/mfa/recovery-codes',
  remove: '/user/mfa',
} as const;
