import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.js';

/**
 * A throwaway MQTT broker: Debian's `mosquitto` (`.ci/run` installs it) on a free loopback
 * port, anonymous clients allowed, nothing persisted. Stands for the broker of a deployment's
 * own that `MQTT_URL` names.
 */
export async function startMosquitto(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'netfleet-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\nlog_dest none\n`,
  );
  const binary = existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';
  const child: ChildProcess = spawn(binary, ['-c', config], { stdio: 'ignore' });
  const failed = new Promise<never>((_resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`mosquitto could not start (apt-get install mosquitto): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`mosquitto exited with ${code}`)));
  });
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
  await Promise.race([listening(), failed]);
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
