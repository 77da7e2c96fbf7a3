/** What {@link shutdownOnSignals} stops. */
interface Closable {
  close(): Promise<void>;
}

/**
 * Graceful shutdown on SIGTERM (what an orchestrator sends before it kills) and SIGINT (Ctrl-C):
 * `server.close()` stops accepting connections, answers requests already received, drops the
 * realtime sockets (clients reconnect to another process) and closes the database; then the
 * process exits 0. A close that takes longer than `timeoutMs` (a request that never ends) exits
 * 1 with a log line, before the orchestrator's own kill comes.
 */
export function shutdownOnSignals(
  server: Closable,
  options: { timeoutMs: number; log: (message: string) => void },
): void {
  const { timeoutMs } = options;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C reaches both tsx and the server it runs: one shutdown is enough.
    if (stopping) return;
    stopping = true;
    options.log(`${signal}: stopping the Netfleet server (finishing open requests, at most ${timeoutMs} ms)`);
    setTimeout(() => {
      options.log(`the server did not stop within ${timeoutMs} ms: exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
