import { APP_VERSION, cancelImpersonation } from '@netfleet/api-client';
import type { CurrentUser } from '@netfleet/contracts';
import {
  canSeeResourceSummary,
  hrefFor,
  isRouteAllowed,
  shouldLoadCompanyAndCredits,
} from '@netfleet/permissions';
import { Icon, type IconName } from '@netfleet/ui-kit';
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { HrefLink } from '../../components/HrefLink.js';
import { useTexts } from '../../i18n/useTexts.js';
import { DarkModePanel } from './DarkModePanel.js';
import { ImpersonationPanel } from './ImpersonationPanel.js';
import { LanguagePanel } from './LanguagePanel.js';
import { ResourceSummaryPanel } from './ResourceSummaryPanel.js';
import { TimezonePanel } from './TimezonePanel.js';
import { accountMenuTexts } from './texts.js';

type SubPanel = 'language' | 'dark-mode' | 'timezone' | 'resources' | 'impersonation';

/** Each sub-panel's title in the texts. */
const SUB_PANEL_TITLES = {
  language: 'panels.language',
  'dark-mode': 'panels.darkMode',
  timezone: 'panels.timezone',
  resources: 'panels.resources',
  impersonation: 'panels.impersonation',
} as const satisfies Record<SubPanel, string>;

const SUB_PANEL_ICONS: Record<SubPanel, IconName> = {
  language: 'info',
  'dark-mode': 'moon',
  timezone: 'monitor',
  resources: 'columns',
  impersonation: 'user',
};

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** Props of {@link AccountMenuPanel}. */
export interface AccountMenuPanelProps {
  user: CurrentUser;
  /** Closes the menu and focuses its button (Esc, Tab away). */
  onClose: () => void;
  /** Closes the menu after a choice that navigates. */
  onDismiss: () => void;
}

/** The account menu's panel: the items, or one sub-panel with a way back. */
export function AccountMenuPanel({ user, onClose, onDismiss }: AccountMenuPanelProps) {
  const { theme, modals, client, toasts } = useConsole();
  const router = useRouter();
  const [subPanel, setSubPanel] = useState<SubPanel | null>(null);
  const t = useTexts(accountMenuTexts);
  const menuRef = useRef<HTMLDivElement>(null);
  const lastSubPanel = useRef<SubPanel | null>(null);

  const backRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // A sub-panel replaces the menu that had focus: its Back button takes it.
    if (subPanel !== null) {
      backRef.current?.focus();
      return;
    }
    const items = menuItems(menuRef.current);
    // Back from a sub-panel: focus its item again; on opening: the first item.
    const back = lastSubPanel.current
      ? items.find((item) => item.dataset.panel === lastSubPanel.current)
      : undefined;
    (back ?? items[0])?.focus();
  }, [subPanel]);

  const showResources = canSeeResourceSummary(user, theme) && shouldLoadCompanyAndCredits(user);
  const subPanels: SubPanel[] = [
    'language',
    'dark-mode',
    'timezone',
    ...(showResources ? (['resources'] as const) : []),
    'impersonation',
  ];

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
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
        onDismiss();
        break;
    }
  };

  if (subPanel) {
    const panels: Record<SubPanel, ReactNode> = {
      language: <LanguagePanel />,
      'dark-mode': <DarkModePanel />,
      timezone: <TimezonePanel />,
      resources: <ResourceSummaryPanel user={user} />,
      impersonation: <ImpersonationPanel user={user} />,
    };
    return (
      <div className="account-subpanel">
        <div className="account-subpanel__header">
          <button
            type="button"
            className="account-subpanel__back"
            ref={backRef}
            onClick={() => setSubPanel(null)}
          >
            <Icon name="chevron" size={14} className="account-subpanel__back-icon" />
            {t('back')}
          </button>
          <h2 className="account-subpanel__title">{t(SUB_PANEL_TITLES[subPanel])}</h2>
        </div>
        {panels[subPanel]}
      </div>
    );
  }

  const logout = async () => {
    onDismiss();
    if (user.isImpersonating) {
      // Logging out while impersonating ends the impersonation too (spec §2.6).
      try {
        await cancelImpersonation(client);
      } catch (error) {
        toasts.error(error instanceof Error ? error.message : t('cancelImpersonationFailed'));
      }
    }
    void router.navigate({ to: '/logout' });
  };

  return (
    <>
      <div className="account-menu__identity">
        <p className="account-menu__identity-email">{user.email}</p>
        <p className="account-menu__identity-role">{user.role_title}</p>
        <p className="account-menu__identity-company">
          {user.company_name || t('company')} #{user.company_id}
        </p>
      </div>
      <div
        role="menu"
        aria-label={t('menu')}
        className="account-menu__list"
        ref={menuRef}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
            return;
          }
          onMenuKeyDown(event);
        }}
      >
        <HrefLink
          role="menuitem"
          href="/account"
          className="account-menu__item"
          tabIndex={-1}
          onClick={onDismiss}
        >
          <Icon name="user" />
          {t('accountSettings')}
        </HrefLink>
        {subPanels.map((panel) => (
          <button
            key={panel}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="account-menu__item"
            data-panel={panel}
            aria-haspopup="true"
            onClick={() => {
              lastSubPanel.current = panel;
              setSubPanel(panel);
            }}
          >
            <Icon name={SUB_PANEL_ICONS[panel]} />
            <span className="account-menu__item-label">{t(SUB_PANEL_TITLES[panel])}</span>
            <Icon name="chevron" size={14} className="account-menu__item-arrow" />
          </button>
        ))}
        {isRouteAllowed(user, theme, 'redeem-code') ? (
          <HrefLink
            role="menuitem"
            href={hrefFor('redeem-code')}
            className="account-menu__item"
            tabIndex={-1}
            onClick={onDismiss}
          >
            <Icon name="check" />
            {t('activateCode')}
          </HrefLink>
        ) : null}
        <HrefLink
          role="menuitem"
          href={hrefFor('changelog')}
          className="account-menu__item"
          tabIndex={-1}
          onClick={onDismiss}
        >
          <Icon name="info" />
          <span className="account-menu__item-label">{t('changelog')}</span>
          <span className="account-menu__version">v{APP_VERSION}</span>
        </HrefLink>
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="account-menu__item"
          onClick={() => {
            onDismiss();
            modals.openModal(
              'OwnPermissions',
              { roleTitle: user.role_title, permissions: user.permissions },
              { title: t('myPermissions'), subtitle: user.role_title },
            );
          }}
        >
          <Icon name="columns" />
          {t('myPermissions')}
        </button>
        {user.isImpersonating ? (
          <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={logout}>
            <Icon name="logout" />
            {t('logOut')}
          </button>
        ) : (
          <HrefLink
            role="menuitem"
            href="/logout"
            className="account-menu__item"
            tabIndex={-1}
            onClick={onDismiss}
          >
            <Icon name="logout" />
            {t('logOut')}
          </HrefLink>
        )}
      </div>
    </>
  );
}
