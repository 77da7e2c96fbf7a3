import { Icon } from '@netfleet/ui-kit';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  email: string;
  roleTitle: string;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/**
 * The header's account menu: a button showing the e-mail, and a menu with the
 * e-mail, the role title, the account site and "Log out" (spec §2.6). Keyboard: the
 * arrow keys move between items, Escape closes and returns focus to the button.
 */
export function AccountMenu({ email, roleTitle }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="header-button account-menu__button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="user" size={18} />
        <span className="account-menu__email">{email}</span>
        <Icon name="chevron" size={14} className="account-menu__chevron" />
      </button>
      {open ? (
        <div className="account-menu__panel">
          <div className="account-menu__identity">
            <p className="account-menu__identity-email">{email}</p>
            <p className="account-menu__identity-role">{roleTitle}</p>
          </div>
          <div
            id={menuId}
            role="menu"
            aria-label="Account"
            className="account-menu__list"
            ref={menuRef}
            onKeyDown={onMenuKeyDown}
          >
            <a role="menuitem" href="/account" className="account-menu__item" tabIndex={-1}>
              <Icon name="user" />
              Account settings
            </a>
            <Link
              role="menuitem"
              to="/logout"
              className="account-menu__item"
              tabIndex={-1}
              onClick={() => setOpen(false)}
            >
              <Icon name="logout" />
              Log out
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
