import { nodeSlots, richText } from '../i18n/richText.js';
import { useRouteTitle } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { useCurrentUser } from '../session/useCurrentUser.js';
import { accountPageTexts } from './accountPageTexts.js';

/** `/account`: the user's own account, with the way to the account site for sign-in settings. */
export function AccountPage() {
  const user = useCurrentUser();
  const t = useTexts(accountPageTexts);
  const routeTitle = useRouteTitle();
  return (
    <div className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{routeTitle('account')}</h1>
          <p className="page__subtitle">{user.email}</p>
        </div>
      </header>
      <section className="placeholder-card">
        <dl className="placeholder-card__params">
          <div>
            <dt>{t('username')}</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>{t('role')}</dt>
            <dd>{user.role_title}</dd>
          </div>
          <div>
            <dt>{t('company')}</dt>
            <dd>
              {user.company_name || t('company')} #{user.company_id}
            </dd>
          </div>
          <div>
            <dt>{t('mfa')}</dt>
            <dd>{user.mfa_type ?? t('mfaOff')}</dd>
          </div>
        </dl>
        <p className="account-page__site">
          {richText(t('managedOn', nodeSlots('site')), { site: <a href="/auth">{t('site')}</a> })}
        </p>
      </section>
    </div>
  );
}
