import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './freePort.js';

/**
 * The Redis to test against: `REDIS_URL` when set, else a throwaway `redis-server`
 * (Debian's package; `.ci/run` installs it) on a free loopback port, without persistence.
 */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
