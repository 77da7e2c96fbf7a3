import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';

/** A daemon started by a peer: its process and the tail of what it wrote to stderr. */
export interface Daemon {
  readonly child: ChildProcess;
  /** The last few kB of the daemon's stderr, for error messages. */
  output(): string;
  /** Rejects as soon as the daemon exits (it should not while the peer runs). */
  readonly exited: Promise<never>;
  /** SIGTERM, then SIGKILL after 3 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

const OUTPUT_TAIL = 4_000;

/** Spawns a long-running program whose stderr is kept for error messages. */
export function spawnDaemon(command: string, args: string[], options: SpawnOptions = {}): Daemon {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let output = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output = (output + chunk).slice(-OUTPUT_TAIL);
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`${command} failed to start: ${error.message}`)));
    child.once('exit', (code, signal) =>
      reject(new Error(`${command} exited (${signal ?? code}): ${output.trim() || 'no output'}`)),
    );
  });
  // Nobody may be awaiting `exited` when the daemon is stopped on purpose.
  exited.catch(() => {});
  return {
    child,
    output: () => output,
    exited,
    stop: () => stopChild(child),
  };
}

/** Ends a child process: SIGTERM, then SIGKILL if it is still there after 3 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
