import { uploadProblem } from '../files/nameChecks.js';

/** Where one file of the upload list stands. */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'refused' | 'cancelled';

/** One file of the upload list. */
export interface UploadItem {
  id: number;
  name: string;
  /** The folder it goes to. */
  folder: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far. */
  loaded: number;
  /** Why it was refused (the check before sending, or the server's message). */
  problem: string | null;
}

/** Sends one file; rejects with an Error whose message is shown (an AbortError when cancelled). */
export type SendFile = (
  file: File,
  folder: string,
  progress: (loaded: number) => void,
  signal: AbortSignal,
) => Promise<unknown>;

/** The upload list of a page: files go one after another, each checked before it is sent. */
export interface UploadQueue {
  /** Checks each file and queues the ones that may go; refused ones are listed with the reason. */
  add(files: Iterable<File>, folder: string): void;
  /** Stops a waiting or running upload. */
  cancel(id: number): void;
  /** Forgets the finished, refused and cancelled files. */
  clearFinished(): void;
  /** Cancels everything (the page is going). */
  dispose(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly UploadItem[];
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload list: one file at a time (an SFTP session is one channel, and one upload at full
 * speed finishes the first file soonest), progress per file, cancel, and the server's refusal
 * shown like the page's own checks. `onUploaded(folder)` runs after each file that arrived, so
 * the page can refresh the folder it shows.
 */
export function createUploadQueue(send: SendFile, onUploaded: (folder: string) => void): UploadQueue {
  let items: readonly UploadItem[] = [];
  const files = new Map<number, File>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  let running: { id: number; controller: AbortController } | null = null;

  const update = (id: number, change: Partial<UploadItem>) => {
    items = items.map((item) => (item.id === id ? { ...item, ...change } : item));
    for (const listener of listeners) listener();
  };
  const setItems = (next: readonly UploadItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  const pump = () => {
    if (running) return;
    const item = items.find((candidate) => candidate.status === 'waiting');
    const file = item && files.get(item.id);
    if (!item || !file) return;
    const controller = new AbortController();
    running = { id: item.id, controller };
    update(item.id, { status: 'uploading', loaded: 0 });
    send(file, item.folder, (loaded) => update(item.id, { loaded }), controller.signal)
      .then(
        () => {
          update(item.id, { status: 'done', loaded: item.size });
          onUploaded(item.folder);
        },
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) update(item.id, { status: 'cancelled' });
          else
            update(item.id, {
              status: 'refused',
              problem: error instanceof Error ? error.message : String(error),
            });
        },
      )
      .finally(() => {
        files.delete(item.id);
        running = null;
        pump();
      });
  };

  return {
    add(chosen, folder) {
      const added: UploadItem[] = [];
      for (const file of chosen) {
        const problem = uploadProblem(file);
        const item: UploadItem = {
          id: nextId++,
          name: file.name,
          folder,
          size: file.size,
          status: problem ? 'refused' : 'waiting',
          loaded: 0,
          problem,
        };
        if (!problem) files.set(item.id, file);
        added.push(item);
      }
      setItems([...items, ...added]);
      pump();
    },
    cancel(id) {
      if (running?.id === id) {
        running.controller.abort();
        return;
      }
      if (items.some((item) => item.id === id && item.status === 'waiting')) {
        files.delete(id);
        update(id, { status: 'cancelled' });
      }
    },
    clearFinished() {
      setItems(items.filter((item) => item.status === 'waiting' || item.status === 'uploading'));
    },
    dispose() {
      running?.controller.abort();
      files.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/** A file's progress in whole percent (0 to 100). */
export function percentOf(item: Pick<UploadItem, 'loaded' | 'size'>): number {
  if (item.size <= 0) return item.loaded > 0 ? 100 : 0;
  return Math.min(100, Math.floor((item.loaded / item.size) * 100));
}
