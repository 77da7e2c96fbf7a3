import { PERMISSION_CATALOGUE } from '@netfleet/permissions';
import { Icon } from '@netfleet/ui-kit';
import { Fragment } from 'react';
import { permissionTexts } from '../features/roles/permissionTexts.js';
import type { RolePermissionsModalProps } from '../features/roles/roleModalProps.js';
import { nodeSlots, richText } from '../i18n/richText.js';
import { useTexts } from '../i18n/useTexts.js';
import { consoleModalsTexts } from './texts.js';
import '../features/roles/roles.css';

/**
 * The role permissions table: every permission of the catalogue, by area, in words, and
 * whether the role holds it. The account menu's "My permissions" shows the user's own role
 * (`own`, the default); the Roles page shows any role's.
 */
export function RolePermissionsModal({ roleTitle, permissions, own = true }: RolePermissionsModalProps) {
  const t = useTexts(consoleModalsTexts);
  const names = useTexts(permissionTexts);
  const held = new Set(permissions);
  const total = PERMISSION_CATALOGUE.reduce((sum, area) => sum + area.permissions.length, 0);
  const count = PERMISSION_CATALOGUE.reduce(
    (sum, area) => sum + area.permissions.filter((name) => held.has(name)).length,
    0,
  );
  return (
    <div className="own-permissions">
      <p>
        {richText(
          t(own ? 'ownPermissions.summary' : 'ownPermissions.roleSummary', {
            ...nodeSlots('role'),
            held: count,
            total,
          }),
          { role: <strong>{roleTitle}</strong> },
        )}
      </p>
      <div className="own-permissions__scroll">
        <table className="nf-table own-permissions__table">
          <caption className="nf-visually-hidden">{t('ownPermissions.caption', { role: roleTitle })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ownPermissions.permission')}</th>
              <th scope="col">{t('ownPermissions.allowed')}</th>
            </tr>
          </thead>
          <tbody>
            {PERMISSION_CATALOGUE.map((area) => (
              <Fragment key={area.name}>
                <tr className="own-permissions__area">
                  <th scope="colgroup" colSpan={2}>
                    {names(`areas.${area.name}`)}
                  </th>
                </tr>
                {area.permissions.map((name) => (
                  <tr key={name}>
                    <th scope="row">
                      {names(`names.${name}`)} <code className="own-permissions__code">{name}</code>
                    </th>
                    <td>
                      {held.has(name) ? (
                        <span className="own-permissions__yes">
                          <Icon name="check" size={16} /> {t('ownPermissions.yes')}
                        </span>
                      ) : (
                        <span className="own-permissions__no">{t('ownPermissions.no')}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
