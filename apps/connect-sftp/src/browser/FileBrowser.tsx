import { createSftpFolder, deleteSftpEntry, renameSftpEntry, uploadSftpFile } from '@netfleet/api-client';
import type { ConnectSession } from '@netfleet/connect-kit';
import type { SftpEntry } from '@netfleet/contracts';
import { Alert, documentCookieJar, Loader, useTexts, useToastStore } from '@netfleet/ui-kit';
import { type DragEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { folderOfHash, hashOfFolder, joinPath, parentPath, ROOT } from '../files/paths.js';
import { problemText } from '../files/problemText.js';
import { sftpTexts } from '../texts.js';
import { UploadList } from '../uploads/UploadList.js';
import { createUploadQueue } from '../uploads/uploadQueue.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { FileTable } from './FileTable.js';
import { NameForm } from './NameForm.js';
import { useFolder } from './useFolder.js';

/** The time zone chosen in the console's account menu (its cookie), else the browser's. */
const TIMEZONE_COOKIE = 'timezone';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The file browser of an open SFTP session: the folder's path (each step opens it), Up,
 * Refresh, New folder, Upload (button or drop onto the list), the folder's entries, and the
 * upload list. The folder is kept in the address's hash, so Back, a reload or a copied link
 * land in the same folder.
 */
export function FileBrowser({ session }: { session: ConnectSession }) {
  const t = useTexts(sftpTexts);
  const toasts = useToastStore();
  const { client } = session;
  const sessionId = session.start.session_id;
  const [path, setPath] = useState(() => folderOfHash(window.location.hash) ?? ROOT);
  const folder = useFolder(client, sessionId, path);
  const shown = folder.listed?.path ?? path;
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SftpEntry | null>(null);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const timeZone = useMemo(() => documentCookieJar().read(TIMEZONE_COOKIE) || null, []);

  const open = useCallback((next: string) => {
    setPath(next);
    setRenaming(null);
    setCreating(false);
    window.history.pushState(null, '', hashOfFolder(next));
  }, []);

  // Back and Forward walk the folders visited.
  useEffect(() => {
    const onPop = () => setPath(folderOfHash(window.location.hash) ?? ROOT);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  // The address names the real folder (`/tmp/..` → `/`) once the peer said which it is.
  useEffect(() => {
    const real = folder.listed?.path;
    if (real && window.location.hash !== hashOfFolder(real)) {
      window.history.replaceState(null, '', hashOfFolder(real));
    }
  }, [folder.listed?.path]);

  const shownRef = useRef(shown);
  shownRef.current = shown;
  const { reload } = folder;
  const queue = useMemo(
    () =>
      createUploadQueue(
        (file, target, progress, signal) =>
          uploadSftpFile(client, sessionId, target, file, {
            signal,
            // The body is the file plus a little multipart framing: say it in the file's bytes.
            onProgress: ({ percent }) => progress(Math.round(percent * file.size)),
          }),
        (target) => {
          if (target === shownRef.current) reload();
        },
      ),
    [client, sessionId, reload],
  );
  useEffect(() => () => queue.dispose(), [queue]);

  const createFolder = async (name: string) => {
    try {
      await createSftpFolder(client, sessionId, shown, name);
    } catch (error) {
      throw new Error(messageOf(error));
    }
    setCreating(false);
    toasts.success(t('folder.created', { name }));
    reload();
  };
  const rename = async (entry: SftpEntry, name: string) => {
    if (name !== entry.name) await renameSftpEntry(client, sessionId, joinPath(shown, entry.name), name);
    setRenaming(null);
    reload();
  };
  const remove = async (entry: SftpEntry) => {
    setDeleting(null);
    try {
      await deleteSftpEntry(client, sessionId, joinPath(shown, entry.name));
      toasts.success(t('confirm.deleted', { name: entry.name }));
    } catch (error) {
      toasts.error(problemText(messageOf(error), t));
    }
    reload();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) queue.add(event.dataTransfer.files, shown);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  // Alt+Up goes up a folder, as in file managers.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey && event.key === 'ArrowUp' && shown !== ROOT) {
      event.preventDefault();
      open(parentPath(shown));
    }
  };

  const confirmKind =
    deleting?.type === 'directory' ? 'folder' : deleting?.type === 'file' ? 'file' : 'other';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys and drops are shortcuts; every action has its own control.
    <div className="sftp-browser" onKeyDown={onKeyDown}>
      <div className="sftp-browser__head">
        <Breadcrumbs path={shown} onOpen={open} />
        <div role="toolbar" aria-label={t('toolbar.label')} className="sftp-toolbar">
          <button
            type="button"
            className="nf-button"
            disabled={shown === ROOT}
            onClick={() => open(parentPath(shown))}
          >
            {t('toolbar.up')}
          </button>
          <button type="button" className="nf-button" onClick={reload}>
            {t('toolbar.refresh')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-expanded={creating}
            onClick={() => setCreating(true)}
          >
            {t('toolbar.newFolder')}
          </button>
          <button
            type="button"
            className="nf-button nf-button--primary"
            onClick={() => fileInput.current?.click()}
          >
            {t('toolbar.upload')}
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-label={t('toolbar.upload')}
            onChange={(event) => {
              if (event.target.files) queue.add(event.target.files, shown);
              event.target.value = '';
            }}
          />
        </div>
      </div>
      {creating ? (
        <NameForm
          className="sftp-new-folder"
          label={t('folder.name')}
          submitLabel={t('folder.create')}
          cancelLabel={t('folder.cancel')}
          onSubmit={createFolder}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      <UploadList queue={queue} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a shortcut for the Upload button. */}
      <div
        className={`sftp-drop${dragging ? ' sftp-drop--active' : ''}`}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="sftp-drop"
      >
        {dragging ? <p className="sftp-drop__hint">{t('uploads.drop', { path: shown })}</p> : null}
        {folder.error ? (
          <Alert variant="error" title={t('table.loadFailed')}>
            <p>{problemText(folder.error, t)}</p>
            <button type="button" className="nf-button" onClick={reload}>
              {t('table.retry')}
            </button>
          </Alert>
        ) : null}
        {folder.listed ? (
          <FileTable
            path={folder.listed.path}
            entries={folder.listed.entries}
            busy={folder.loading}
            sessionId={sessionId}
            timeZone={timeZone}
            renaming={renaming}
            onOpen={open}
            onStartRename={setRenaming}
            onCancelRename={() => setRenaming(null)}
            onRename={(entry, name) =>
              rename(entry, name).catch((error: unknown) => {
                throw new Error(messageOf(error));
              })
            }
            onDelete={setDeleting}
          />
        ) : folder.loading ? (
          <Loader label={t('table.loading')} block />
        ) : null}
        {folder.listed && folder.loading ? (
          <Loader label={t('table.loading')} showLabel={false} size="small" />
        ) : null}
      </div>
      {deleting ? (
        <ConfirmDialog
          title={t(`confirm.${confirmKind}`, { name: deleting.name })}
          message={t('confirm.explain')}
          confirmLabel={t('confirm.delete')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
