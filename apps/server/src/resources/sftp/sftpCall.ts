/**
 * One ssh2 SFTP call as a promise: `run` starts it with a node-style callback.
 *
 * @example
 * const path = await sftpCall<string>((done) => sftp.realpath('/tmp/..', done));
 */
export function sftpCall<T = void>(
  run: (done: (error: Error | null | undefined, value?: T) => void) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    run((error, value) => {
      if (error) reject(error);
      else resolve(value as T);
    });
  });
}
