import type { CurrentUser } from '@netfleet/contracts';
import { Icon } from '@netfleet/ui-kit';
import { lazyNamed } from '../../components/lazyNamed.js';
import { UserAvatar } from '../../components/UserAvatar.js';
import { useTexts } from '../../i18n/useTexts.js';
import { HeaderPanel } from '../HeaderPanel.js';
import { useDropdown } from '../useDropdown.js';
import { accountMenuTexts } from './texts.js';

const AccountMenuPanel = lazyNamed(() => import('./AccountMenuPanel.js'), 'AccountMenuPanel');

/**
 * The header's account menu (spec §2.6): a button with the avatar and the e-mail; its panel (its own
 * chunk) holds the account link, the language, dark mode, time zone, resource summary
 * and impersonation sub-panels, activate code, changelog, own permissions and log out.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const dropdown = useDropdown();
  const t = useTexts(accountMenuTexts);
  return (
    <div className="account-menu header-widget" ref={dropdown.rootRef}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className="header-button account-menu__button"
        aria-haspopup="menu"
        aria-expanded={dropdown.open}
        aria-controls={dropdown.open ? dropdown.panelId : undefined}
        onClick={dropdown.toggle}
        onPointerEnter={() => void import('./AccountMenuPanel.js')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !dropdown.open) {
            event.preventDefault();
            dropdown.setOpen(true);
          }
        }}
      >
        {/* Spec §2.6: the user's avatar (size 26), their initials without one. */}
        <UserAvatar user={user} size={26} />
        {/* The visible e-mail is part of the name (WCAG 2.5.3): "Account menu, ada@…". */}
        <span className="nf-visually-hidden">{t('button')} </span>
        <span className="account-menu__email">{user.email}</span>
        <Icon name="chevron" size={14} className="account-menu__chevron" />
      </button>
      {dropdown.open ? (
        <HeaderPanel id={dropdown.panelId} label={t('menu')} className="account-menu__panel">
          <AccountMenuPanel
            user={user}
            onClose={dropdown.closeToButton}
            onDismiss={() => dropdown.setOpen(false)}
          />
        </HeaderPanel>
      ) : null}
    </div>
  );
}
