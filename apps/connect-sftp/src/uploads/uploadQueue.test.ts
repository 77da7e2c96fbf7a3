import { SFTP_MAX_FILE_BYTES } from '@netfleet/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createUploadQueue, percentOf, type SendFile } from './uploadQueue.js';

/** A File of `size` bytes without allocating them. */
const fileOf = (name: string, size = 100) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** A send whose every upload the test finishes or fails by hand. */
function manualSend() {
  const calls: {
    file: File;
    folder: string;
    progress: (loaded: number) => void;
    signal: AbortSignal;
    resolve: () => void;
    reject: (error: unknown) => void;
  }[] = [];
  const send: SendFile = (file, folder, progress, signal) =>
    new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
      calls.push({ file, folder, progress, signal, resolve: () => resolve(undefined), reject });
    });
  return { send, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploadQueue', () => {
  it('sends one file after another with its progress, and says when each arrived', async () => {
    const { send, calls } = manualSend();
    const onUploaded = vi.fn();
    const queue = createUploadQueue(send, onUploaded);
    queue.add([fileOf('a.txt', 200), fileOf('b.txt', 50)], '/tmp');
    expect(calls.map((c) => c.file.name)).toEqual(['a.txt']);
    expect(queue.getSnapshot().map((i) => i.status)).toEqual(['uploading', 'waiting']);
    calls[0]?.progress(50);
    expect(percentOf(queue.getSnapshot()[0] ?? { loaded: 0, size: 0 })).toBe(25);
    calls[0]?.resolve();
    await settle();
    expect(onUploaded).toHaveBeenCalledWith('/tmp');
    expect(calls.map((c) => c.file.name)).toEqual(['a.txt', 'b.txt']);
    calls[1]?.resolve();
    await settle();
    expect(queue.getSnapshot().map((i) => [i.status, percentOf(i)])).toEqual([
      ['done', 100],
      ['done', 100],
    ]);
  });

  it('lists refused files with the reason and never sends them', () => {
    const { send, calls } = manualSend();
    const queue = createUploadQueue(send, vi.fn());
    queue.add([fileOf('bad:name.txt'), fileOf('huge.bin', SFTP_MAX_FILE_BYTES + 1)], '/tmp');
    expect(calls).toEqual([]);
    expect(queue.getSnapshot().map((i) => [i.status, i.problem])).toEqual([
      ['refused', 'File name contains forbidden symbols'],
      ['refused', 'Maximum file size is 80MB'],
    ]);
  });

  it('shows the server’s refusal the same way and goes on with the next file', async () => {
    const { send, calls } = manualSend();
    const queue = createUploadQueue(send, vi.fn());
    queue.add([fileOf('one'), fileOf('two')], '/');
    calls[0]?.reject(new Error('Permission denied'));
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'refused', problem: 'Permission denied' });
    expect(calls.map((c) => c.file.name)).toEqual(['one', 'two']);
  });

  it('cancels the running upload (aborting it) and a waiting one (never sent)', async () => {
    const { send, calls } = manualSend();
    const onUploaded = vi.fn();
    const queue = createUploadQueue(send, onUploaded);
    queue.add([fileOf('one'), fileOf('two'), fileOf('three')], '/');
    const [first, second, third] = queue.getSnapshot();
    queue.cancel(second?.id ?? 0);
    queue.cancel(first?.id ?? 0);
    expect(calls[0]?.signal.aborted).toBe(true);
    await settle();
    expect(calls.map((c) => c.file.name)).toEqual(['one', 'three']);
    expect(queue.getSnapshot().map((i) => i.status)).toEqual(['cancelled', 'cancelled', 'uploading']);
    expect(onUploaded).not.toHaveBeenCalled();
    queue.clearFinished();
    expect(queue.getSnapshot().map((i) => i.id)).toEqual([third?.id]);
  });

  it('tells subscribers about every change', () => {
    const { send } = manualSend();
    const queue = createUploadQueue(send, vi.fn());
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([fileOf('a')], '/');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    queue.clearFinished();
    expect(listener).not.toHaveBeenCalled();
  });
});
