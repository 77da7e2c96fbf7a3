import { MFA_PATHS } from '@netfleet/api-client';
import { currentUserQueryOptions, useApiClient } from '@netfleet/api-client/react';
import {
  type EnrollableMfaMethod,
  type MfaEnrolment,
  MfaEnrolmentResponseSchema,
  type MfaStatus,
  RecoveryCodesResponseSchema,
} from '@netfleet/contracts';
import { type SubmitResult, useSubmitFlow } from '@netfleet/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as v from 'valibot';

/** The submit options every step-up protected call of the second factor shares. */
const QUIET = {
  hideMsg: true,
  reload: false,
  // Inside the ChangeMfa modal the flow would close it on success: it stays.
  schema: { leaveOpen: true },
} as const;

/** The failure's first message, as an Error to throw (the caller shows it). */
function failureOf(result: Extract<SubmitResult, { status: 'error' }>): Error {
  return new Error(result.general[0] ?? Object.values(result.fieldErrors)[0] ?? result.error.message);
}

/**
 * After the second factor changed: the signed-in user's `mfa_type` (the step-up method of the
 * next protected call) and the account page's status.
 */
export function useMfaChanged() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (method: MfaStatus['method']) => {
      queryClient.setQueryData(currentUserQueryOptions(client).queryKey, (user) =>
        user ? { ...user, mfa_type: method } : user,
      );
      return queryClient.invalidateQueries({ queryKey: ['accountSecurity'] });
    },
    [client, queryClient],
  );
}

/**
 * `POST /user/mfa/enrolment` through the forms' submit flow: when a method is in use the
 * server asks for its code first (`MFA_REQUIRED`), and the flow opens the code modal.
 * Resolves the enrolment, `null` when the user closed the code modal; rejects with the
 * server's message.
 */
export function useStartEnrolment(): (method: EnrollableMfaMethod) => Promise<MfaEnrolment | null> {
  const { submit } = useSubmitFlow();
  return useCallback(
    async (method) => {
      const result = await submit({ url: MFA_PATHS.enrolment, method: 'post', data: { method }, ...QUIET });
      if (result.status === 'error') throw failureOf(result);
      if (result.status !== 'success') return null;
      return v.parse(MfaEnrolmentResponseSchema, result.response.body).data;
    },
    [submit],
  );
}

/** `POST /user/mfa/recovery-codes` (step-up): the new set, `null` when cancelled. */
export function useNewRecoveryCodes() {
  const flow = useSubmitFlow();
  const { submit } = flow;
  const run = useCallback(async (): Promise<string[] | null> => {
    const result = await submit({ url: MFA_PATHS.recoveryCodes, method: 'post', data: {}, ...QUIET });
    if (result.status !== 'success') return null;
    return v.parse(RecoveryCodesResponseSchema, result.response.body).data.recovery_codes;
  }, [submit]);
  return { run, pending: flow.pending, general: flow.general };
}

/** `DELETE /user/mfa` (step-up): true once the second factor is off. */
export function useTurnOffMfa() {
  const flow = useSubmitFlow();
  const { submit } = flow;
  const run = useCallback(async (): Promise<boolean> => {
    const result = await submit({ url: MFA_PATHS.remove, method: 'delete', ...QUIET });
    return result.status === 'success';
  }, [submit]);
  return { run, pending: flow.pending, general: flow.general };
}
