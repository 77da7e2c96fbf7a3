import { connect } from 'node:net';

/**
 * Waits until a connection to `port` on 127.0.0.1 sends data starting with `prefix` (an
 * empty prefix: any first bytes), retrying while the daemon is still starting. Fails after
 * `timeoutMs` or as soon as `exited` rejects.
 */
export async function waitForBanner(
  port: number,
  prefix: string,
  exited: Promise<never>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    const result = await Promise.race([readFirstBytes(port), exited]);
    if (result instanceof Error) {
      lastError = result.message;
    } else if (result.startsWith(prefix)) {
      return;
    } else {
      lastError = `unexpected banner ${JSON.stringify(result.slice(0, 40))}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Port ${port} did not answer with ${JSON.stringify(prefix)} in time: ${lastError}`);
}

/** The first bytes a server sends on a fresh connection as latin1 text, or the error. */
function readFirstBytes(port: number): Promise<string | Error> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const finish = (value: string | Error) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2_000, () => finish(new Error('timed out waiting for the banner')));
    socket.once('data', (chunk) => finish(chunk.toString('latin1')));
    socket.once('error', (error) => finish(error));
    socket.once('end', () => finish(new Error('closed before sending anything')));
  });
}
