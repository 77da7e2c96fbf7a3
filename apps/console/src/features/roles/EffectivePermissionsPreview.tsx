import { effectivePermissions, type NavigationItem } from '@netfleet/permissions';
import { useMemo } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useNavigationLabels } from '../../i18n/routeTitles.js';
import { useTexts } from '../../i18n/useTexts.js';
import { permissionTexts } from './permissionTexts.js';
import { rolesTexts } from './texts.js';
import './roles.css';

/** Props of {@link EffectivePermissionsPreview}. */
export interface EffectivePermissionsPreviewProps {
  /** The permissions of the role being edited, or of a user. */
  permissions: readonly string[];
  /** Heading level of the preview's title. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The effective permissions preview: what a person holding `permissions` would have in the
 * console under the current brand, before anything is saved: the navigation groups and items
 * (the same `buildNavigation` the side navigation uses, in the user's language) and, per area,
 * the changes they could make. Live: it re-renders as the permissions change.
 *
 * @example
 * <EffectivePermissionsPreview permissions={user.permissions} />
 */
export function EffectivePermissionsPreview({
  permissions,
  headingLevel = 3,
}: EffectivePermissionsPreviewProps) {
  const t = useTexts(rolesTexts);
  const names = useTexts(permissionTexts);
  const labels = useNavigationLabels();
  const { theme } = useConsole();
  const preview = useMemo(() => effectivePermissions(permissions, theme), [permissions, theme]);
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const item = (entry: NavigationItem) => (
    <li key={entry.name}>
      <span className="effective-preview__item">{labels.item(entry)}</span>
      {entry.children.length > 0 ? (
        <ul aria-label={labels.item(entry)}>{entry.children.map((child) => item(child))}</ul>
      ) : null}
    </li>
  );
  return (
    <section className="effective-preview" aria-label={t('preview.title')} aria-live="polite">
      <Heading className="effective-preview__title">{t('preview.title')}</Heading>
      <SubHeading className="effective-preview__subtitle">{t('preview.navigation')}</SubHeading>
      {preview.navigation.length === 0 ? (
        <p className="effective-preview__empty">{t('preview.noPages')}</p>
      ) : (
        <ul className="effective-preview__nav" aria-label={t('preview.navigation')}>
          {preview.navigation.map((group) => (
            <li key={group.name}>
              <span className="effective-preview__group">{labels.group(group)}</span>
              <ul>{group.items.map((entry) => item(entry))}</ul>
            </li>
          ))}
        </ul>
      )}
      <SubHeading className="effective-preview__subtitle">{t('preview.actions')}</SubHeading>
      {preview.actions.length === 0 ? (
        <p className="effective-preview__empty">{t('preview.viewOnly')}</p>
      ) : (
        <ul className="effective-preview__actions" aria-label={t('preview.actions')}>
          {preview.actions.map((area) => (
            <li key={area.area}>
              <span className="effective-preview__group">{names(`areas.${area.area}`)}</span>
              <ul>
                {area.permissions.map((name) => (
                  <li key={name}>{names(`names.${name}`)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
