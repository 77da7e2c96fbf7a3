import { AddDeviceResponseSchema, IngestTokenResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { Socket } from 'socket.io-client';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, subscribe } from '../../../../test/support/connectSocket.js';
import { deviceRow } from '../../../../test/support/deviceRow.js';
import { apiSend, signIn, type TestSession } from '../../../../test/support/signIn.js';
import { startTestServer } from '../../../../test/support/testServer.js';
import { deviceCommands, devices } from '../../../db/schema.js';
import type { NetfleetServer } from '../../../index.js';
import { deviceTopics } from './mqttTopics.js';

let server: NetfleetServer;
let baseUrl: string;
let superAdmin: TestSession;
/** Two devices with their serials and freshly issued ingest tokens. */
const fleet: { id: number; serial: string; token: string }[] = [];
const clients: MqttClient[] = [];
/** The server's warnings (the request log's level 40 and above). */
const warnings: { msg: string; reason?: string; deviceId?: number }[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    mqtt: { port: 0 },
    logger: true,
    logStream: {
      write: (line) => {
        const entry = JSON.parse(line);
        if (entry.level >= 40) warnings.push(entry);
      },
    },
  });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  const rows = await server.db.select({ id: devices.id, serial: devices.serial }).from(devices).limit(2);
  for (const row of rows) {
    const response = await apiSend(server.app, 'POST', `/api/devices/${row.id}/ingest-token`, superAdmin);
    expect(response.statusCode).toBe(200);
    const { data } = v.parse(IngestTokenResponseSchema, response.json());
    // A new token's answer names the broker, as the add-device answer does.
    expect(data.ingest.mqtt_url).toBe(`mqtt://127.0.0.1:${server.mqtt?.port}`);
    fleet.push({ ...row, token: data.token });
  }
});

afterEach(async () => {
  for (const client of clients.splice(0)) await client.endAsync(true);
  for (const socket of sockets.splice(0)) socket.close();
});

afterAll(async () => {
  await server.close();
});

const device = (index: number) => {
  const found = fleet[index];
  if (!found) throw new Error(`no device ${index}`);
  return found;
};

/** A device's MQTT connection (no reconnects: a refusal or a close is the test's answer). */
async function connect(
  username: string,
  password: string,
  options: IClientOptions = {},
): Promise<MqttClient> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${server.mqtt?.port}`, {
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    ...options,
  });
  clients.push(client);
  return client;
}

const row = (id: number) => deviceRow(server, id);

/** Resolves when the connection closes; rejects if it is still open after `ms`. */
const closed = (client: MqttClient, ms = 3_000) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

describe('device ingest over MQTT', () => {
  it('stores a report before it acknowledges it (QoS 1)', async () => {
    const { id, serial, token } = device(0);
    const client = await connect(serial, token);
    await client.publishAsync(
      deviceTopics(serial).report,
      JSON.stringify({ status: 'online', firmware: 'RUT9_R_00.07.09.2', ip: '10.64.3.17' }),
      { qos: 1 },
    );
    expect(await row(id)).toMatchObject({ status: 1, firmware: 'RUT9_R_00.07.09.2', ip: '10.64.3.17' });
    await client.endAsync();
    // A device that says goodbye is not a warning.
    expect(warnings).toEqual([]);
  });

  it('closes the connection of a publish to another topic, or of a report the HTTP API refuses, and stores nothing', async () => {
    const { id, serial, token } = device(0);
    const before = await row(id);
    const other = await connect(serial, token);
    const otherClosed = closed(other);
    other.publish(deviceTopics(device(1).serial).report, JSON.stringify({ firmware: 'FORGED' }), { qos: 1 });
    await otherClosed;
    expect((await row(device(1).id)).firmware).not.toBe('FORGED');

    const invalid = await connect(serial, token);
    const invalidClosed = closed(invalid);
    invalid.publish(deviceTopics(serial).report, JSON.stringify({ status: 'asleep', firmware: 'X' }), {
      qos: 1,
    });
    await invalidClosed;
    const notJson = await connect(serial, token);
    const notJsonClosed = closed(notJson);
    notJson.publish(deviceTopics(serial).report, 'firmware=X', { qos: 1 });
    await notJsonClosed;
    const ahead = await connect(serial, token);
    const aheadClosed = closed(ahead);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    ahead.publish(
      deviceTopics(serial).report,
      JSON.stringify({ firmware: 'X', samples: [{ at: inAnHour, signal: -70 }] }),
      {
        qos: 1,
      },
    );
    await aheadClosed;
    expect((await row(id)).firmware).toBe(before.firmware);
    expect(warnings.map((warning) => [warning.deviceId, warning.reason])).toEqual([
      [id, `A device may publish only to its report topic, not ${deviceTopics(device(1).serial).report}.`],
      [id, "status: status must be 'online' or 'offline'"],
      [id, 'The report is not JSON.'],
      [id, 'samples.0.at: The time is more than 10 minutes ahead of the server: set the device clock (NTP).'],
    ]);
  });

  it("grants a device its own commands topic only, and hands a report's commands to it", async () => {
    const { id, serial, token } = device(0);
    const client = await connect(serial, token);
    const own = deviceTopics(serial).commands;
    expect(await client.subscribeAsync(own, { qos: 1 })).toEqual([{ topic: own, qos: 1 }]);
    // Refused in the SUBACK (0x80); the connection stays.
    await expect(client.subscribeAsync(deviceTopics(device(1).serial).commands, { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );

    const [command] = await server.db
      .insert(deviceCommands)
      .values({ deviceId: id, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    const answer = new Promise<{ topic: string; body: unknown }>((resolve) =>
      client.once('message', (topic, payload) => resolve({ topic, body: JSON.parse(payload.toString()) })),
    );
    await client.publishAsync(deviceTopics(serial).report, '{}', { qos: 1 });
    expect(await answer).toEqual({
      topic: deviceTopics(serial).commands,
      body: { device_id: id, commands: [{ id: command?.id, kind: 'reboot', params: {} }] },
    });
  });

  it("does not let a device take over another device's connection by its client id", async () => {
    const first = await connect(device(0).serial, device(0).token, { clientId: 'gateway-1', clean: true });
    let firstClosed = false;
    first.on('close', () => {
      firstClosed = true;
    });
    const second = await connect(device(1).serial, device(1).token, { clientId: 'gateway-1', clean: true });
    await second.publishAsync(deviceTopics(device(1).serial).report, '{}', { qos: 1 });
    // A takeover would have closed the first connection before the second's CONNACK.
    expect(firstClosed).toBe(false);
    await first.publishAsync(deviceTopics(device(0).serial).report, '{}', { qos: 1 });
  });

  it('leaves the commands queued for a device that is not subscribed to them', async () => {
    const { id, serial, token } = device(1);
    const [command] = await server.db
      .insert(deviceCommands)
      .values({ deviceId: id, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    const client = await connect(serial, token);
    await client.publishAsync(deviceTopics(serial).report, '{}', { qos: 1 });
    const [queued] = await server.db
      .select({ state: deviceCommands.state })
      .from(deviceCommands)
      .where(eq(deviceCommands.id, command?.id ?? 0));
    expect(queued?.state).toBe(0);
  });

  it('turns the device offline by its last will when the connection drops, and tells the console', async () => {
    const { id, serial, token } = device(1);
    const report = deviceTopics(serial).report;
    const client = await connect(serial, token, {
      will: { topic: report, payload: Buffer.from('{"status":"offline"}'), qos: 1, retain: false },
    });
    await client.publishAsync(report, '{"status":"online"}', { qos: 1 });
    expect((await row(id)).status).toBe(1);

    const socket = await connectSocket(baseUrl, { session: superAdmin });
    if (!socket.ok) throw new Error(socket.message);
    sockets.push(socket.socket);
    const channel = `private-device.${id}`;
    expect(await subscribe(socket.socket, channel)).toEqual({ ok: true });
    const pushed = new Promise<Record<string, unknown>>((resolve) =>
      socket.socket.on(
        'message',
        (message: { channel: string; event: string; data: Record<string, unknown> }) => {
          if (message.channel === channel && message.event === 'status') resolve(message.data);
        },
      ),
    );
    // Not a DISCONNECT: the link is cut, as when a router loses power.
    client.stream.destroy();
    expect(await pushed).toMatchObject({ id, status: 0 });
    expect((await row(id)).status).toBe(0);
  });

  it('answers a new device where to connect, and the device reports there with its serial and token', async () => {
    const [company] = await server.db.select({ id: devices.companyId }).from(devices).limit(1);
    const added = await apiSend(server.app, 'POST', '/api/devices', superAdmin, {
      serial: '9900000777',
      mac: '001e42aa0777',
      company_id: company?.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { data } = v.parse(AddDeviceResponseSchema, added.json());
    expect(data.status).toBe(3);
    expect(data.ingest).toEqual({
      report_url: `${baseUrl}/ingest/v1/report`,
      mqtt_url: `mqtt://127.0.0.1:${server.mqtt?.port}`,
    });

    const client = await mqtt.connectAsync(data.ingest.mqtt_url ?? '', {
      username: data.serial,
      password: data.ingest_token,
      reconnectPeriod: 0,
    });
    clients.push(client);
    await client.publishAsync(deviceTopics(data.serial).report, '{}', { qos: 1 });
    expect((await row(data.id)).status).toBe(1);
  });

  it('names MQTT_PORT when the port is taken', async () => {
    await expect(startTestServer({ mqtt: { port: server.mqtt?.port ?? 0 } })).rejects.toThrow(
      /The MQTT broker could not listen on port \d+ \(MQTT_PORT\): .*EADDRINUSE/,
    );
  });

  // Last: it leaves this address throttled.
  it('refuses a wrong token or another device’s serial, then throttles the address', async () => {
    const { serial, token } = device(0);
    await expect(connect(serial, 'not-the-token-of-this-device')).rejects.toMatchObject({ code: 4 });
    await expect(connect(device(1).serial, token)).rejects.toMatchObject({ code: 4 });
    await expect(connect('', token)).rejects.toMatchObject({ code: 4 });
    for (let attempt = 3; attempt < 20; attempt += 1) {
      await expect(connect(serial, `wrong-token-number-${attempt}`)).rejects.toMatchObject({ code: 4 });
    }
    // The right credentials wait as well: this address has been guessing.
    await expect(connect(serial, token)).rejects.toMatchObject({ code: 5 });
  });
});
