import type { CurrentUser } from '@netfleet/contracts';
import { Icon } from '@netfleet/ui-kit';
import { Link } from '@tanstack/react-router';
import { useConsole } from '../bootstrap/ConsoleContext.js';
import { AccountMenu } from '../header/account/AccountMenu.js';
import { NoticesWidget } from '../header/notices/NoticesWidget.js';
import { NotificationBell } from '../header/notifications/NotificationBell.js';
import { SearchButton } from '../header/search/SearchButton.js';
import { useTexts } from '../i18n/useTexts.js';
import { CancelImpersonationButton } from './CancelImpersonationButton.js';
import { Logo } from './Logo.js';
import { shellTexts } from './texts.js';

/** Props of {@link Header}. */
export interface HeaderProps {
  user: CurrentUser;
  /** Whether the navigation is shown wide (desktop) or open (small screens). */
  navExpanded: boolean;
  /** The logo is collapsed along with the narrow navigation. */
  logoCollapsed: boolean;
  onToggleNav: () => void;
}

/**
 * The header: navigation toggle, the logo (to /management/devices), the global search,
 * global notices, notifications, "Cancel impersonation" while impersonating, and the
 * account menu (spec §2.6).
 */
export function Header({ user, navExpanded, logoCollapsed, onToggleNav }: HeaderProps) {
  const { brand } = useConsole();
  const t = useTexts(shellTexts);
  return (
    <header className="app-header">
      <button
        type="button"
        className="header-button app-header__nav-toggle"
        aria-label={navExpanded ? t('collapseNavigation') : t('expandNavigation')}
        aria-expanded={navExpanded}
        onClick={onToggleNav}
      >
        <Icon name="menu" size={20} />
      </button>
      <Link
        to="/management/devices"
        className="app-header__logo"
        aria-label={t('home', { app: brand.app_name })}
      >
        <Logo brand={brand} collapsed={logoCollapsed} />
      </Link>
      <div className="app-header__search">
        <SearchButton />
      </div>
      <div className="app-header__spacer" />
      <div className="app-header__widgets">
        {user.isImpersonating ? <CancelImpersonationButton /> : null}
        <NoticesWidget />
        <NotificationBell user={user} />
        <AccountMenu user={user} />
      </div>
    </header>
  );
}
