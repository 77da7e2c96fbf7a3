import { useRouteTitle } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { consoleModalRegistry } from '../../modals/consoleModalRegistry.js';
import { useCurrentUser } from '../../session/useCurrentUser.js';
import { ConsoleFormsProvider } from '../forms/ConsoleFormsProvider.js';
import { MfaSection } from './MfaSection.js';
import { PasswordSection } from './PasswordSection.js';
import { ProfileSection } from './ProfileSection.js';
import { SessionsSection } from './SessionsSection.js';
import { accountPageTexts } from './texts.js';
import './account.css';

/**
 * `/account`: the user's own account: profile (name, e-mail, picture), password, two-factor
 * authentication and the active sessions. The step-up protected calls go through the forms'
 * submit flow, so the page sits in the forms layer.
 */
export function AccountPage() {
  const user = useCurrentUser();
  const t = useTexts(accountPageTexts);
  const routeTitle = useRouteTitle();
  return (
    <ConsoleFormsProvider modalRegistry={consoleModalRegistry}>
      <div className="page account-page">
        <header className="page__header">
          <div>
            <h1 className="page__title">{routeTitle('account')}</h1>
            <p className="page__subtitle">{user.email}</p>
          </div>
        </header>
        <ProfileSection t={t} />
        <PasswordSection t={t} />
        <MfaSection t={t} />
        <SessionsSection t={t} />
      </div>
    </ConsoleFormsProvider>
  );
}
