import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateEd25519Key } from '../../remote/generateEd25519Key.js';
import { createDemoDeviceStore } from './createDemoDeviceStore.js';
import { startSshPeer } from './startSshPeer.js';
import { startTelnetPeer } from './startTelnetPeer.js';

/** The demo devices' SSH (with SFTP) and telnet servers, on free ports of 127.0.0.1. */
export interface DemoPeers {
  ssh: number;
  telnet: number;
  close(): Promise<void>;
}

/** Options of {@link startDemoPeers}. */
export interface DemoPeersOptions {
  /**
   * Where the SSH host key is kept (made on the first start), so the console's remembered
   * host key still matches after a restart. Unset (data in memory): a new key each run.
   */
  hostKeyFile?: string;
  /** Bytes all devices' uploads may take together. Defaults to 256 MB. */
  capBytes?: number;
  now?: () => number;
}

/**
 * Starts the servers the demo devices' SSH, SFTP and telnet entries reach (through the
 * server's demo device link), sharing each device's files in memory.
 *
 * @example
 * const peers = await startDemoPeers({ hostKeyFile: '.data/simulator-ssh-host-key' });
 * process.send?.({ type: 'peers', ssh: peers.ssh, telnet: peers.telnet });
 */
export async function startDemoPeers(options: DemoPeersOptions = {}): Promise<DemoPeers> {
  const store = createDemoDeviceStore({ capBytes: options.capBytes, now: options.now });
  const ssh = await startSshPeer({ hostKey: loadHostKey(options.hostKeyFile), store, now: options.now });
  const telnet = await startTelnetPeer({ store, now: options.now }).catch(async (error: unknown) => {
    await ssh.close();
    throw error;
  });
  return {
    ssh: ssh.port,
    telnet: telnet.port,
    close: async () => {
      await Promise.all([ssh.close(), telnet.close()]);
    },
  };
}

function loadHostKey(file: string | undefined): string {
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const key = generateEd25519Key();
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return key;
}
