import type { UserRow } from '@netfleet/contracts';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan, useCurrentUser } from '../../session/useCurrentUser.js';
import { usersTexts } from './texts.js';
import { userActions } from './userActions.js';
import type { useUserActions } from './useUserActions.js';

/** Props of {@link UserRowActions}. */
export interface UserRowActionsProps {
  user: UserRow;
  onAction: ReturnType<typeof useUserActions>;
}

/**
 * The buttons of one user row ({@link userActions}): only those the signed-in user may use,
 * none on its own row; a guest sees none.
 */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const t = useTexts(usersTexts);
  const can = useCan();
  const me = useCurrentUser();
  const actions = userActions(user, me.id, can, Date.now());
  if (actions.length === 0) return null;
  return (
    <fieldset className="user-row-actions">
      <legend className="nf-visually-hidden">{t('actions.label', { email: user.email })}</legend>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="nf-button"
          data-action={action}
          onClick={() => onAction(action, user)}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
    </fieldset>
  );
}
