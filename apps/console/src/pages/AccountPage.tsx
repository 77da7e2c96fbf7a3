import { useRouteContext } from '@tanstack/react-router';

/** `/account`: the user's own account, with the way to the account site for sign-in settings. */
export function AccountPage() {
  const { user } = useRouteContext({ from: '/shell' });
  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title">Account</h1>
          <p className="page__subtitle">{user.email}</p>
        </div>
      </header>
      <section className="placeholder-card">
        <dl className="placeholder-card__params">
          <div>
            <dt>Username</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{user.role_title}</dd>
          </div>
          <div>
            <dt>Company</dt>
            <dd>
              {user.company_name || 'Company'} #{user.company_id}
            </dd>
          </div>
          <div>
            <dt>Multi-factor authentication</dt>
            <dd>{user.mfa_type ?? 'off'}</dd>
          </div>
        </dl>
        <p className="account-page__site">
          Password, multi-factor authentication and sessions are managed on the{' '}
          <a href="/auth">account site</a>.
        </p>
      </section>
    </div>
  );
}
