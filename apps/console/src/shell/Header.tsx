import type { CurrentUser } from '@netfleet/contracts';
import { Icon } from '@netfleet/ui-kit';
import { Link } from '@tanstack/react-router';
import { AccountMenu } from './AccountMenu.js';
import { Logo } from './Logo.js';

/** Props of {@link Header}. */
export interface HeaderProps {
  user: CurrentUser;
  /** Whether the navigation is shown wide (desktop) or open (small screens). */
  navExpanded: boolean;
  onToggleNav: () => void;
}

/** The header: navigation toggle, the logo (to /management/devices) and the account menu. */
export function Header({ user, navExpanded, onToggleNav }: HeaderProps) {
  return (
    <header className="app-header">
      <button
        type="button"
        className="header-button app-header__nav-toggle"
        aria-label={navExpanded ? 'Collapse navigation' : 'Expand navigation'}
        aria-expanded={navExpanded}
        onClick={onToggleNav}
      >
        <Icon name="menu" size={20} />
      </button>
      <Link to="/management/devices" className="app-header__logo">
        <Logo />
      </Link>
      <div className="app-header__spacer" />
      <AccountMenu email={user.email} roleTitle={user.role_title} />
    </header>
  );
}
