import { createHash } from 'node:crypto';
import type { DemoDevice } from './demoDevice.js';
import { DEMO_FOLDERS, demoDeviceFiles } from './demoDeviceFiles.js';
import { createDemoFileSystem, createStorageBudget, type DemoFileSystem } from './demoFileSystem.js';

/** A demo device's state the peers keep between sessions. */
export interface DemoDeviceState {
  fs: DemoFileSystem;
  /** When it "booted" (ms), for `uptime`: hours to days ago, fixed per serial. */
  bootedAt: number;
}

/**
 * The demo devices' file systems, made on a device's first session and kept while the
 * simulator runs, so a file uploaded over SFTP is there in the next shell. All of them share
 * one storage budget (`capBytes`, 256 MB by default).
 */
export function createDemoDeviceStore(options: { capBytes?: number; now?: () => number } = {}): {
  get(device: DemoDevice): DemoDeviceState;
} {
  const now = options.now ?? Date.now;
  const budget = createStorageBudget(options.capBytes);
  const states = new Map<string, DemoDeviceState>();
  return {
    get(device) {
      let state = states.get(device.serial);
      if (!state) {
        const fs = createDemoFileSystem(demoDeviceFiles(device), budget, now);
        for (const folder of DEMO_FOLDERS) if (!fs.find(folder)) fs.mkdir(folder);
        const hours = createHash('sha256').update(device.serial).digest().readUInt16BE(0) % 400;
        state = { fs, bootedAt: now() - (hours + 1) * 3_600_000 - 17 * 60_000 };
        states.set(device.serial, state);
      }
      return state;
    },
  };
}
