import type { NavigationGroup, NavigationItem } from '@netfleet/permissions';
import { useRouterState } from '@tanstack/react-router';
import { HrefLink } from '../components/HrefLink.js';
import { type NavigationLabels, useNavigationLabels } from '../i18n/routeTitles.js';
import { useTexts } from '../i18n/useTexts.js';
import { isActivePath } from './isActivePath.js';
import { shellTexts } from './texts.js';

/** Props of {@link SideNav}. */
export interface SideNavProps {
  groups: readonly NavigationGroup[];
  /** Wide shows headings and labels; narrow shows initials. */
  wide: boolean;
}

/** Two-letter badge the narrow navigation shows instead of the label. */
function initials(label: string): string {
  const words = label.split(/[\s&-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : label.slice(0, 2);
  return letters.toUpperCase();
}

interface NavEntryProps {
  item: NavigationItem;
  hrefs: string[];
  pathname: string;
  wide: boolean;
  labels: NavigationLabels;
}

/** The narrow navigation's stand-in for a label (the label stays for screen readers). */
function Badge({ label, child = false }: { label: string; child?: boolean }) {
  return (
    <span className={child ? 'side-nav__badge side-nav__badge--child' : 'side-nav__badge'} aria-hidden="true">
      {initials(label)}
    </span>
  );
}

function NavEntry({ item, hrefs, pathname, wide, labels }: NavEntryProps) {
  const label = labels.item(item);
  // The narrow navigation hides labels visually; a tooltip tells sighted users what the badge is.
  const tooltip = wide ? undefined : label;
  const childActive = item.children.some((child) => isActivePath(pathname, child.href, hrefs));
  if (item.children.length === 0) {
    const active = isActivePath(pathname, item.href, hrefs);
    return (
      <li className="side-nav__entry">
        <HrefLink href={item.href} active={active} className="side-nav__link" title={tooltip}>
          {tooltip ? <Badge label={label} /> : null}
          <span className="side-nav__label">{label}</span>
        </HrefLink>
      </li>
    );
  }
  // A parent opens while one of its sub-pages is the active route (spec §2.2).
  return (
    <li className={childActive ? 'side-nav__entry side-nav__entry--open' : 'side-nav__entry'}>
      <HrefLink
        href={item.href}
        className={childActive ? 'side-nav__link side-nav__link--parent-active' : 'side-nav__link'}
        title={tooltip}
      >
        {tooltip ? <Badge label={label} /> : null}
        <span className="side-nav__label">{label}</span>
      </HrefLink>
      {childActive ? (
        <ul className="side-nav__sublist" aria-label={label}>
          {item.children.map((child) => {
            const childLabel = labels.item(child);
            return (
              <li key={child.name} className="side-nav__entry">
                <HrefLink
                  href={child.href}
                  active={isActivePath(pathname, child.href, hrefs)}
                  className="side-nav__link side-nav__link--child"
                  title={wide ? undefined : childLabel}
                >
                  {wide ? null : <Badge label={childLabel} child />}
                  <span className="side-nav__label">{childLabel}</span>
                </HrefLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The left navigation: a heading per group and the items the user may see (the
 * navigation model already left out the rest and the empty groups).
 */
export function SideNav({ groups, wide }: SideNavProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const t = useTexts(shellTexts);
  const labels = useNavigationLabels();
  const hrefs = groups.flatMap((group) =>
    group.items.flatMap((item) => [item.href, ...item.children.map((child) => child.href)]),
  );
  return (
    <nav
      aria-label={t('mainNavigation')}
      className={wide ? 'side-nav side-nav--wide' : 'side-nav side-nav--narrow'}
    >
      {groups.map((group) => {
        const headingId = `side-nav-${group.name}`;
        return (
          <section key={group.name} className="side-nav__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="side-nav__heading">
              {labels.group(group)}
            </h2>
            <ul className="side-nav__list">
              {group.items.map((item) => (
                <NavEntry
                  key={item.name}
                  item={item}
                  hrefs={hrefs}
                  pathname={pathname}
                  wide={wide}
                  labels={labels}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
