import type { Socket } from 'node:net';
import { type DeviceLink, directDeviceLink } from '../../remote/deviceLink.js';
import { type DemoDevice, formatDeviceLine } from './demoDevice.js';

/** The simulator's listening ports, as its process reports them over IPC. */
export interface DemoPeerPorts {
  ssh: number;
  telnet: number;
}

/** How long a connection waits for the simulator to report its ports. */
const WAIT_FOR_SIMULATOR_MS = 5_000;

/**
 * Where the simulator's peers listen, set when its IPC message arrives (the server is built
 * and listening before the simulator starts) and cleared when it exits.
 */
export interface DemoPeerPortsHolder {
  set(ports: DemoPeerPorts | null): void;
  /** The ports; waits up to `waitMs` for them, then rejects. */
  get(waitMs?: number, signal?: AbortSignal): Promise<DemoPeerPorts>;
}

export function createDemoPeerPortsHolder(): DemoPeerPortsHolder {
  let ports: DemoPeerPorts | null = null;
  const waiting = new Set<(ports: DemoPeerPorts) => void>();
  return {
    set(next) {
      ports = next;
      if (next) for (const wake of waiting) wake(next);
    },
    get(waitMs = WAIT_FOR_SIMULATOR_MS, signal) {
      if (ports) return Promise.resolve(ports);
      return new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          signal?.removeEventListener('abort', abort);
        };
        const wake = (value: DemoPeerPorts) => {
          done();
          resolve(value);
        };
        const abort = () => {
          done();
          reject(new Error('The connection was cancelled'));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error('The demo device simulator is not running'));
        }, waitMs);
        waiting.add(wake);
        signal?.addEventListener('abort', abort, { once: true });
      });
    },
  };
}

/** Options of {@link createDemoDeviceLink}. */
export interface DemoDeviceLinkOptions {
  ports: DemoPeerPortsHolder;
  /** The demo device of an id, or null for a device that is not one. */
  findDevice(deviceId: number): Promise<DemoDevice | null>;
  /** Every other target. Defaults to {@link directDeviceLink}. */
  fallback?: DeviceLink;
  /** How long to wait for the simulator's ports. Defaults to 5 s. */
  waitMs?: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/**
 * The device link of the demo (`npm start`): a demo device's 127.0.0.1:22 (SSH, SFTP) and
 * 127.0.0.1:23 (telnet) are the simulator's servers, told which device on the connection's
 * first line; everything else (VNC on :5900, other devices) goes through `fallback`.
 */
export function createDemoDeviceLink(options: DemoDeviceLinkOptions): DeviceLink {
  const fallback = options.fallback ?? directDeviceLink;
  return {
    async open(target, signal) {
      const kind = LOOPBACK.has(target.host)
        ? target.port === 22
          ? 'ssh'
          : target.port === 23
            ? 'telnet'
            : null
        : null;
      const device = kind ? await options.findDevice(target.deviceId) : null;
      if (!kind || !device) return fallback.open(target, signal);
      const ports = await options.ports.get(options.waitMs, signal);
      let socket: Socket;
      try {
        socket = await directDeviceLink.open({ ...target, port: ports[kind] }, signal);
      } catch (error) {
        // The simulator went away since it reported its ports.
        if (error instanceof Error && error.message.startsWith('Nothing listens')) {
          throw new Error('The demo device simulator is not running');
        }
        throw error;
      }
      socket.write(formatDeviceLine(device));
      return socket;
    },
  };
}
