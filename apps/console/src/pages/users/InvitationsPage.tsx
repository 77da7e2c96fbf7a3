import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { ListPage } from '../tables/ListPage.js';

/**
 * `/users/invitations` (view_user_invitations): "Invite user" opens the invite-user form in
 * a modal (`POST /users/invite`, which mails the invitation). The invitations table comes later.
 */
export function InvitationsPage() {
  const { modals } = useConsole();
  return (
    <ListPage
      actions={
        <button
          type="button"
          className="nf-button nf-button--primary"
          onClick={() => modals.openModal('Form', { name: 'invite-user' }, { title: 'Invite user' })}
        >
          Invite user
        </button>
      }
    >
      <section className="placeholder-card">
        <p>Invite a user to a company with "Invite user": they receive the invitation by e-mail.</p>
      </section>
    </ListPage>
  );
}
