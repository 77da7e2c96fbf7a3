import {
  errorMessageOf,
  isSessionEndedError,
  requestImpersonationAccess,
  startImpersonation,
} from '@netfleet/api-client';
import type { UserRow } from '@netfleet/contracts';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { useConsoleForm } from '../forms/useConsoleForm.js';
import { deleteUserForm } from './deleteUserForm.js';
import { editUserRoleForm } from './editUserRoleForm.js';
import { moveUsersForm } from './moveUsersForm.js';
import { removeMfaForm } from './removeMfaForm.js';
import { usersTexts } from './texts.js';
import type { UserAction } from './userActions.js';

/** Longest impersonation access a user can be asked for (30 days), as the server allows. */
const MAX_ACCESS_HOURS = 720;

/**
 * What each row action does: the forms open prefilled with the row's user (edit role, move,
 * remove MFA and delete, whose step-up flows the forms carry), Impersonate switches the
 * session and reloads, Request access asks for the hours and mails the user. Failures show the
 * server's message as a toast.
 */
export function useUserActions(): (action: UserAction, user: UserRow) => void {
  const t = useTexts(usersTexts);
  const { client, modals, toasts, env } = useConsole();
  const editRole = useConsoleForm(editUserRoleForm);
  const move = useConsoleForm(moveUsersForm);
  const removeMfa = useConsoleForm(removeMfaForm);
  const remove = useConsoleForm(deleteUserForm);
  return useMemo(() => {
    const fail = (error: unknown, fallback: string) => {
      if (!isSessionEndedError(error)) toasts.error(errorMessageOf(error, fallback));
    };
    const askForAccess = async (user: UserRow) => {
      const answer = await modals.confirm({
        title: t('requestAccess.title'),
        message: t('requestAccess.message', { email: user.email }),
        input: { label: t('requestAccess.hours'), type: 'number', value: '24' },
        confirmText: t('requestAccess.confirm'),
      });
      if (!answer.confirmed) return;
      const hours = Number(answer.value);
      if (!Number.isInteger(hours) || hours < 1 || hours > MAX_ACCESS_HOURS) {
        toasts.error(t('requestAccess.invalid'));
        return;
      }
      try {
        await requestImpersonationAccess(client, user.id, hours);
        toasts.success(t('requestAccess.sent', { email: user.email }));
      } catch (error) {
        fail(error, t('requestAccess.failed'));
      }
    };
    return (action: UserAction, user: UserRow) => {
      switch (action) {
        case 'editRole':
          editRole.open({
            id: String(user.id),
            defaults: { email: user.email, company_id: user.company_id, role_id: user.role_id },
          });
          return;
        case 'move':
          move.open({ defaults: { user_ids: [user.id], email: user.email } });
          return;
        case 'impersonate':
          startImpersonation(client, user.id).then(
            () => env.reload(),
            (error: unknown) => fail(error, t('impersonateFailed')),
          );
          return;
        case 'requestAccess':
          void askForAccess(user);
          return;
        case 'removeMfa':
          removeMfa.open({ defaults: { email: user.email } });
          return;
        case 'delete':
          remove.open({ defaults: { email: user.email } });
          return;
      }
    };
  }, [client, editRole, env, modals, move, remove, removeMfa, t, toasts]);
}
