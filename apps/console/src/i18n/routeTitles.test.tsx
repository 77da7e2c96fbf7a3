import {
  buildNavigation,
  DEFAULT_THEME,
  NAVIGATION,
  type NavItemDefinition,
  ROUTE_NAMES,
  ROUTES,
  routeByName,
} from '@netfleet/permissions';
import { SUPPORTED_LANGUAGES } from '@netfleet/ui-kit';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createConsoleI18n, I18nRoot } from './I18nRoot.js';
import {
  humanizeRouteName,
  navGroupKey,
  navItemKey,
  routeTitleKey,
  sectionTitleKey,
  useNavigationLabels,
  usePageTitles,
  useRouteTitle,
} from './routeTitles.js';
import { routeTitleTexts } from './routeTitleTexts.js';
import { lookup } from './useTexts.js';

function allItems(items: readonly NavItemDefinition[]): NavItemDefinition[] {
  return items.flatMap((item) => [item, ...allItems(item.children ?? [])]);
}

/** Prefixes of parentless route names that are no route: the breadcrumbs' sections. */
function sectionPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const route of ROUTES) {
    if ('parent' in route && route.parent) continue;
    const parts = route.name.split('.');
    for (let end = 1; end < parts.length; end += 1) {
      const prefix = parts.slice(0, end).join('.');
      if (!routeByName(prefix)) prefixes.add(prefix);
    }
  }
  return [...prefixes];
}

const missingIn = (language: (typeof SUPPORTED_LANGUAGES)[number], keys: readonly string[]) =>
  keys.filter((key) => {
    const text = lookup(routeTitleTexts.languages[language], key);
    return text === key || text.trim() === '';
  });

describe('route titles', () => {
  const routeKeys = ROUTE_NAMES.map(routeTitleKey);

  it('name every route of the route table in all four languages', () => {
    expect(ROUTE_NAMES.length).toBeGreaterThan(100);
    for (const language of SUPPORTED_LANGUAGES) expect(missingIn(language, routeKeys), language).toEqual([]);
  });

  it('repeat the route table’s title in English, and have no title of a route that does not exist', () => {
    for (const route of ROUTES) {
      expect(lookup(routeTitleTexts.languages.en, routeTitleKey(route.name)), route.name).toBe(route.title);
    }
    const known = new Set(routeKeys.map((key) => key.slice('routes.'.length)));
    expect(Object.keys(routeTitleTexts.languages.en.routes).filter((key) => !known.has(key))).toEqual([]);
  });

  it('name every breadcrumb level that is no page, in all four languages', () => {
    const keys = sectionPrefixes().map(sectionTitleKey);
    expect(keys.length).toBeGreaterThan(5);
    for (const language of SUPPORTED_LANGUAGES) expect(missingIn(language, keys), language).toEqual([]);
    expect(Object.keys(routeTitleTexts.languages.en.sections).sort()).toEqual(
      sectionPrefixes()
        .map((prefix) => prefix.replaceAll('.', '/'))
        .sort(),
    );
  });

  it('name every navigation group and item in all four languages, English as the model says', () => {
    const groupKeys = NAVIGATION.map((group) => navGroupKey(group.name));
    const items = allItems(NAVIGATION.flatMap((group) => group.items));
    const itemKeys = items.map((item) => navItemKey(item.name));
    for (const language of SUPPORTED_LANGUAGES) {
      expect(missingIn(language, [...groupKeys, ...itemKeys]), language).toEqual([]);
    }
    for (const group of NAVIGATION) {
      expect(lookup(routeTitleTexts.languages.en, navGroupKey(group.name))).toBe(group.label);
    }
    for (const item of items)
      expect(lookup(routeTitleTexts.languages.en, navItemKey(item.name))).toBe(item.label);
  });

  it('name a route-map entry like its route, so the item can show the route’s title', () => {
    const entries = allItems(NAVIGATION.flatMap((group) => group.items)).flatMap(
      (item) => item.routeNameMap ?? [],
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(routeByName(entry.routeName)?.title).toBe(entry.name);
  });

  it('humanise a name nobody wrote a title for', () => {
    expect(humanizeRouteName('remote-access.single_view')).toBe('Remote access single view');
  });
});

function Probe() {
  const routeTitle = useRouteTitle();
  const tab = usePageTitles(routeByName('company.userstable'));
  const labels = useNavigationLabels();
  const [management] = buildNavigation(
    { permissions: ['view_devices', 'view_device_hotspots'] },
    DEFAULT_THEME,
  );
  const [administration] = buildNavigation({ permissions: ['view_users'] }, DEFAULT_THEME);
  return (
    <ul>
      <li>{routeTitle('companies')}</li>
      <li>{routeTitle('reports.custom-view')}</li>
      <li>
        {tab.title} / {tab.subtitle}
      </li>
      <li>
        {management ? `${labels.group(management)}: ${management.items.map(labels.item).join(', ')}` : ''}
      </li>
      <li>{administration ? administration.items.map(labels.item).join(', ') : ''}</li>
    </ul>
  );
}

describe('useRouteTitle, usePageTitles and useNavigationLabels', () => {
  it('give English without an i18next instance', () => {
    render(<Probe />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Companies',
      'Custom view',
      'Company / Users',
      'Management: Devices, Hotspots',
      'Users',
    ]);
  });

  it('give the console instance’s language', () => {
    render(
      <I18nRoot i18n={createConsoleI18n('ja')}>
        <Probe />
      </I18nRoot>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '会社',
      'Custom view',
      '会社 / ユーザー',
      '運用: デバイス, ホットスポット',
      'ユーザー',
    ]);
  });
});
