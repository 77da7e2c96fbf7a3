import type { RemoteAccessRow } from '@netfleet/contracts';
import { useTexts } from '../../i18n/useTexts.js';
import { useCan } from '../../session/useCurrentUser.js';
import { entryActions } from './entryActions.js';
import { remoteAccessTexts } from './texts.js';
import type { EntryActionHandlers } from './useEntryActions.js';

/** Props of {@link EntryActions}. */
export interface EntryActionsProps {
  entry: RemoteAccessRow;
  handlers: EntryActionHandlers;
  /** After the entry was deleted (an entry's own page leaves for the list). */
  onDeleted?: () => void;
}

/**
 * The buttons of one entry: Connect, Files, Share, Edit, Delete, each only for a user
 * holding the permission the server checks for it ({@link entryActions}); none for a guest.
 */
export function EntryActions({ entry, handlers, onDeleted }: EntryActionsProps) {
  const t = useTexts(remoteAccessTexts);
  const can = useCan();
  const actions = entryActions(entry, can);
  if (actions.length === 0) return null;
  return (
    <fieldset className="remote-access-actions">
      <legend className="nf-visually-hidden">{t('actions.label', { name: entry.name })}</legend>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'connect' ? 'nf-button nf-button--primary' : 'nf-button'}
          data-action={action}
          onClick={() => {
            if (action === 'connect') handlers.connect(entry);
            else if (action === 'files') handlers.connect(entry, 'files');
            else if (action === 'share') void handlers.share(entry);
            else if (action === 'edit') handlers.edit(entry);
            else
              void handlers.remove(entry).then((deleted) => {
                if (deleted) onDeleted?.();
              });
          }}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
    </fieldset>
  );
}
