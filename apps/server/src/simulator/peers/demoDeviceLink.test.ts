import type { Socket } from 'node:net';
import { Client } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceLink, DeviceTarget } from '../../remote/deviceLink.js';
import { DEMO_DEVICE_PASSWORD } from './demoCredentials.js';
import type { DemoDevice } from './demoDevice.js';
import { createDemoDeviceLink, createDemoPeerPortsHolder } from './demoDeviceLink.js';
import { type DemoPeers, startDemoPeers } from './startDemoPeers.js';

const DEVICES = new Map<number, DemoDevice>([
  [7, { serial: '1100000007', name: 'Depot 7', model: 'RUTX50' }],
]);
const findDevice = async (id: number) => DEVICES.get(id) ?? null;

let peers: DemoPeers;
beforeAll(async () => {
  peers = await startDemoPeers();
});
afterAll(() => peers.close());

/** A link that only records where it was asked to go: the targets the demo link passes on. */
function recordingLink(): DeviceLink & { targets: DeviceTarget[] } {
  const targets: DeviceTarget[] = [];
  return {
    targets,
    open: async (target) => {
      targets.push(target);
      throw new Error('recorded');
    },
  };
}

function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`No ${pattern} in ${JSON.stringify(text)}`)), 5_000);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (pattern.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    });
  });
}

describe('createDemoDeviceLink', () => {
  it("takes a demo device's 127.0.0.1:22 to the simulator's SSH server once the ports arrive", async () => {
    const ports = createDemoPeerPortsHolder();
    const link = createDemoDeviceLink({ ports, findDevice });
    const opening = link.open({ deviceId: 7, host: '127.0.0.1', port: 22 });
    setTimeout(() => ports.set({ ssh: peers.ssh, telnet: peers.telnet }), 100);
    const sock = await opening;
    const client = new Client();
    await new Promise<void>((resolve, reject) => {
      client.once('ready', () => resolve());
      client.once('error', reject);
      client.connect({ sock, username: 'root', password: DEMO_DEVICE_PASSWORD });
    });
    const output = await new Promise<string>((resolve, reject) =>
      client.exec('hostname', (error, stream) => {
        if (error) return reject(error);
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on('close', () => resolve(text));
      }),
    );
    expect(output).toBe('Depot-7\n');
    client.end();
  });

  it("takes a demo device's 127.0.0.1:23 to the simulator's telnet server", async () => {
    const ports = createDemoPeerPortsHolder();
    ports.set({ ssh: peers.ssh, telnet: peers.telnet });
    const socket = await createDemoDeviceLink({ ports, findDevice }).open({
      deviceId: 7,
      host: 'localhost',
      port: 23,
    });
    expect(await readUntil(socket, /login: $/)).toContain('Depot-7 login: ');
    socket.destroy();
  });

  it('says the simulator is not running when its ports never come', async () => {
    const link = createDemoDeviceLink({ ports: createDemoPeerPortsHolder(), findDevice, waitMs: 200 });
    await expect(link.open({ deviceId: 7, host: '127.0.0.1', port: 22 })).rejects.toThrow(
      'The demo device simulator is not running',
    );
  });

  it('passes other devices, ports and hosts on to the fallback link', async () => {
    const fallback = recordingLink();
    const ports = createDemoPeerPortsHolder();
    ports.set({ ssh: peers.ssh, telnet: peers.telnet });
    const link = createDemoDeviceLink({ ports, findDevice, fallback });
    const targets: DeviceTarget[] = [
      { deviceId: 8, host: '127.0.0.1', port: 22 },
      { deviceId: 7, host: '127.0.0.1', port: 5900 },
      { deviceId: 7, host: '192.168.1.1', port: 22 },
    ];
    for (const target of targets) await expect(link.open(target)).rejects.toThrow('recorded');
    expect(fallback.targets).toEqual(targets);
  });
});
