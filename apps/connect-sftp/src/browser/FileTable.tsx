import type { SftpEntry } from '@netfleet/contracts';
import { useTexts } from '@netfleet/ui-kit';
import { sftpTexts } from '../texts.js';
import { FileRow } from './FileRow.js';

/** Props of {@link FileTable}. */
export interface FileTableProps {
  path: string;
  entries: readonly SftpEntry[];
  busy: boolean;
  sessionId: number;
  timeZone: string | null;
  /** The name being renamed, if any. */
  renaming: string | null;
  onOpen(path: string): void;
  onStartRename(name: string): void;
  onCancelRename(): void;
  onRename(entry: SftpEntry, name: string): Promise<void>;
  onDelete(entry: SftpEntry): void;
}

/** The folder's entries (folders first), or "This folder is empty". */
export function FileTable({
  path,
  entries,
  busy,
  sessionId,
  timeZone,
  renaming,
  onOpen,
  onStartRename,
  onCancelRename,
  onRename,
  onDelete,
}: FileTableProps) {
  const t = useTexts(sftpTexts);
  return (
    <div className="nf-table-container sftp-table">
      <div className="nf-table-scroll">
        <table className={`nf-table${busy ? ' nf-table--busy' : ''}`} aria-busy={busy || undefined}>
          <caption className="nf-visually-hidden">{t('table.caption', { path })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.size')}</th>
              <th scope="col">{t('table.modified')}</th>
              <th scope="col">{t('table.permissions')}</th>
              <th scope="col">
                <span className="nf-visually-hidden">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr className="nf-table__state">
                <td colSpan={5}>{t('table.empty')}</td>
              </tr>
            ) : (
              entries.map((entry) => (
                <FileRow
                  key={entry.name}
                  entry={entry}
                  folder={path}
                  sessionId={sessionId}
                  timeZone={timeZone}
                  renaming={renaming === entry.name}
                  onOpen={onOpen}
                  onStartRename={() => onStartRename(entry.name)}
                  onCancelRename={onCancelRename}
                  onRename={(name) => onRename(entry, name)}
                  onDelete={() => onDelete(entry)}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
