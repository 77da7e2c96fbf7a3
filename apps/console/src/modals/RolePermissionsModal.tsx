import { PERMISSIONS } from '@netfleet/permissions';
import { Icon } from '@netfleet/ui-kit';
import { nodeSlots, richText } from '../i18n/richText.js';
import { useTexts } from '../i18n/useTexts.js';
import { consoleModalsTexts } from './texts.js';

/** `view_device_remote_access` → "View device remote access". */
export function permissionLabel(name: string): string {
  const text = name.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Props of {@link OwnPermissionsModal}. */
export interface OwnPermissionsModalProps {
  roleTitle: string;
  permissions: readonly string[];
}

/** The user's own role as a table: every permission and whether the role holds it. */
export function OwnPermissionsModal({ roleTitle, permissions }: OwnPermissionsModalProps) {
  const t = useTexts(consoleModalsTexts);
  const held = new Set(permissions);
  const names = [...new Set([...PERMISSIONS, ...permissions])];
  return (
    <div className="own-permissions">
      <p>
        {richText(
          t('ownPermissions.summary', { ...nodeSlots('role'), held: held.size, total: names.length }),
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
            {names.map((name) => (
              <tr key={name}>
                <th scope="row">
                  {permissionLabel(name)} <code className="own-permissions__code">{name}</code>
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
          </tbody>
        </table>
      </div>
    </div>
  );
}
