import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.js';

/**
 * A throwaway MQTT broker: Debian's `mosquitto` (`.ci/run` installs it) on a free loopback
 * port, anonymous clients allowed, nothing persisted. Stands for the broker of a deployment's
 * own that `MQTT_URL` names. `config` adds lines to its configuration.
 */
export async function startMosquitto(
  config: readonly string[] = [],
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'netfleet-mosquitto-'));
  const file = join(dir, 'mosquitto.conf');
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', 'log_dest none'];
  writeFileSync(file, `${[...lines, ...config].join('\n')}\n`);
  const binary = existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';
  const child: ChildProcess = spawn(binary, ['-c', file], { stdio: 'ignore' });
  const failed = new Promise<never>((_resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`mosquitto could not start (apt-get install mosquitto): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`mosquitto exited with ${code}`)));
  });
  // Its exit at stop() is no failure: only the race below reads this.
  failed.catch(() => undefined);
  // Ready once its port takes a connection (its log is buffered when not on a terminal).
  const listening = async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (open) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`mosquitto did not listen on port ${port} within 5 s`);
  };
  try {
    await Promise.race([listening(), failed]);
  } catch (error) {
    // A broker that never listened is not left running.
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `mqtt://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
