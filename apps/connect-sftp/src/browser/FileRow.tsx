import { sftpDownloadHref } from '@netfleet/api-client';
import type { SftpEntry } from '@netfleet/contracts';
import { formatBytes, formatDateTime, useI18nLanguage, useTexts } from '@netfleet/ui-kit';
import { joinPath } from '../files/paths.js';
import { sftpTexts } from '../texts.js';
import { EntryIcon } from './icons.js';
import { NameForm } from './NameForm.js';

/** Props of {@link FileRow}. */
export interface FileRowProps {
  entry: SftpEntry;
  folder: string;
  sessionId: number;
  timeZone: string | null;
  renaming: boolean;
  onOpen(path: string): void;
  onStartRename(): void;
  onRename(name: string): Promise<void>;
  onCancelRename(): void;
  onDelete(): void;
}

/**
 * One entry of the folder: its name (a folder's name opens it, by click or Enter), size,
 * modified time, permissions, and Download (files: streamed by the browser to its downloads),
 * Rename (inline) and Delete. Every action's name says which entry it acts on.
 */
export function FileRow({
  entry,
  folder,
  sessionId,
  timeZone,
  renaming,
  onOpen,
  onStartRename,
  onRename,
  onCancelRename,
  onDelete,
}: FileRowProps) {
  const t = useTexts(sftpTexts);
  const { language } = useI18nLanguage();
  const path = joinPath(folder, entry.name);
  // A link may lead to a folder: it can be opened, and downloaded if it is a file.
  const opens = entry.type === 'directory' || entry.type === 'symlink';
  const downloads = entry.type === 'file' || entry.type === 'symlink';
  const name = { name: entry.name };
  return (
    <tr className={`sftp-row sftp-row--${entry.type}`} data-entry={entry.name}>
      <th scope="row" className="sftp-row__name">
        {renaming ? (
          <NameForm
            label={t('row.newName', name)}
            initial={entry.name}
            submitLabel={t('row.save')}
            cancelLabel={t('row.cancel')}
            onSubmit={onRename}
            onCancel={onCancelRename}
          />
        ) : (
          <span className="sftp-row__label">
            <EntryIcon type={entry.type} />
            <span className="nf-visually-hidden">{t(`type.${entry.type}`)}: </span>
            {opens ? (
              <button
                type="button"
                className="sftp-row__open"
                aria-label={entry.type === 'directory' ? t('row.open', name) : undefined}
                onClick={() => onOpen(path)}
              >
                {entry.name}
              </button>
            ) : (
              <span>{entry.name}</span>
            )}
          </span>
        )}
      </th>
      <td className="sftp-row__size">
        {entry.type === 'directory' ? '' : formatBytes(entry.size, 2, language)}
      </td>
      <td className="sftp-row__modified">
        <time dateTime={entry.modified_at}>{formatDateTime(entry.modified_at, { timeZone })}</time>
      </td>
      <td className="sftp-row__permissions">
        <code>{entry.permissions}</code>
      </td>
      <td>
        <div className="sftp-row__actions">
          {downloads ? (
            <a
              className="nf-button"
              href={sftpDownloadHref(sessionId, path)}
              download={entry.name}
              aria-label={t('row.downloadName', name)}
            >
              {t('row.download')}
            </a>
          ) : null}
          <button
            type="button"
            className="nf-button"
            aria-label={t('row.renameName', name)}
            onClick={onStartRename}
          >
            {t('row.rename')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-label={t('row.deleteName', name)}
            onClick={onDelete}
          >
            {t('row.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}
