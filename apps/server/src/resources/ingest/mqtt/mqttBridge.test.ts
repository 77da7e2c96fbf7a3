import { IngestTokenResponseSchema } from '@netfleet/contracts';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deviceRow } from '../../../../test/support/deviceRow.js';
import { apiSend, signIn } from '../../../../test/support/signIn.js';
import { startMosquitto } from '../../../../test/support/startMosquitto.js';
import { startTestServer } from '../../../../test/support/testServer.js';
import { deviceCommands, devices } from '../../../db/schema.js';
import type { NetfleetServer } from '../../../index.js';
import { deviceTopics } from './mqttTopics.js';

let broker: Awaited<ReturnType<typeof startMosquitto>>;
let server: NetfleetServer;
/** Two devices with their serials and freshly issued ingest tokens. */
const fleet: { id: number; serial: string; token: string }[] = [];
const clients: MqttClient[] = [];
/** The server's warnings (the request log's level 40 and above). */
const warnings: { msg: string; reason?: string; serial?: string }[] = [];

beforeAll(async () => {
  broker = await startMosquitto();
  server = await startTestServer({
    mqttBroker: { url: broker.url },
    logger: true,
    logStream: {
      write: (line) => {
        const entry = JSON.parse(line);
        if (entry.level >= 40) warnings.push(entry);
      },
    },
  });
  const superAdmin = await signIn(server.app, 'super_admin@netfleet.test');
  const rows = await server.db.select({ id: devices.id, serial: devices.serial }).from(devices).limit(2);
  for (const row of rows) {
    const response = await apiSend(server.app, 'POST', `/api/devices/${row.id}/ingest-token`, superAdmin);
    const { data } = v.parse(IngestTokenResponseSchema, response.json());
    // A new token's answer names the deployment's broker, without the server's own login.
    expect(data.ingest.mqtt_url).toBe(broker.url);
    fleet.push({ ...row, token: data.token });
  }
});

afterEach(async () => {
  for (const client of clients.splice(0)) await client.endAsync(true);
  warnings.length = 0;
});

afterAll(async () => {
  // Whatever failed before, the broker does not outlive the suite.
  await server?.close().catch(() => undefined);
  await broker?.stop();
});

const device = (index: number) => {
  const found = fleet[index];
  if (!found) throw new Error(`no device ${index}`);
  return found;
};

/** A device's own connection to the broker (anonymous: the broker is the deployment's business). */
async function connect(): Promise<MqttClient> {
  const client = await mqtt.connectAsync(broker.url, { reconnectPeriod: 0, connectTimeout: 5_000 });
  clients.push(client);
  return client;
}

const row = (id: number) => deviceRow(server, id);

/** Polls until `check` passes (the broker hands reports on asynchronously). */
async function eventually(check: () => Promise<void>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('device ingest through a broker of its own (MQTT_URL)', () => {
  it("stores a report that carries its device's token, published on its serial's topic", async () => {
    const { id, serial, token } = device(0);
    const client = await connect();
    await client.publishAsync(
      deviceTopics(serial).report,
      JSON.stringify({ token, status: 'online', firmware: 'RUTX_R_00.07.10', ip: '10.64.9.21' }),
      { qos: 1 },
    );
    await eventually(async () => {
      expect(await row(id)).toMatchObject({ status: 1, firmware: 'RUTX_R_00.07.10', ip: '10.64.9.21' });
    });
    expect(warnings).toEqual([]);
  });

  it("drops a report without a token, with a wrong one, or on another serial's topic, and says why", async () => {
    const [first, second] = [device(0), device(1)];
    const client = await connect();
    const report = (firmware: string) => ({ firmware });
    await client.publishAsync(deviceTopics(first.serial).report, JSON.stringify(report('NO_TOKEN')), {
      qos: 1,
    });
    await client.publishAsync(
      deviceTopics(first.serial).report,
      JSON.stringify({ token: 'x'.repeat(43), ...report('WRONG_TOKEN') }),
      { qos: 1 },
    );
    // The first device's token on the second's topic: a device reports for itself only.
    await client.publishAsync(
      deviceTopics(second.serial).report,
      JSON.stringify({ token: first.token, ...report('FORGED') }),
      { qos: 1 },
    );
    await client.publishAsync(
      deviceTopics(first.serial).report,
      JSON.stringify({ token: first.token, status: 'asleep' }),
      { qos: 1 },
    );
    // In any order: a token's lookup waits for the database, a bad report does not.
    await eventually(async () => expect(warnings).toHaveLength(4));
    expect(warnings.map((warning) => [warning.serial, warning.reason])).toEqual(
      expect.arrayContaining([
        [first.serial, 'The report has no ingest token ("token").'],
        [first.serial, 'Unknown serial or ingest token.'],
        [second.serial, 'Unknown serial or ingest token.'],
        [first.serial, "status: status must be 'online' or 'offline'"],
      ]),
    );
    expect((await row(first.id)).firmware).not.toMatch(/NO_TOKEN|WRONG_TOKEN/);
    expect((await row(second.id)).firmware).not.toBe('FORGED');
  });

  it('stops reading a serial after 20 wrong tokens a minute, as the HTTP API does per address', async () => {
    const { id, serial, token } = device(1);
    const client = await connect();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      client.publish(
        deviceTopics(serial).report,
        JSON.stringify({ token: `guess-${attempt}`.padEnd(20, '0') }),
      );
    }
    await eventually(async () => expect(warnings).toHaveLength(20));
    // The right token now comes too late: the serial waits out the minute.
    await client.publishAsync(
      deviceTopics(serial).report,
      JSON.stringify({ token, firmware: 'AFTER_GUESSES' }),
      { qos: 1 },
    );
    await eventually(async () =>
      expect(warnings.at(-1)?.reason).toBe('Too many wrong device tokens for this serial.'),
    );
    expect((await row(id)).firmware).not.toBe('AFTER_GUESSES');
  });

  it('leaves commands queued for the next HTTP report: the server cannot know who listens', async () => {
    const { id, serial, token } = device(0);
    await server.db.insert(deviceCommands).values({ deviceId: id, kind: 'reboot' });
    const client = await connect();
    await client.publishAsync(
      deviceTopics(serial).report,
      JSON.stringify({ token, firmware: 'RUTX_R_00.07.11' }),
      {
        qos: 1,
      },
    );
    await eventually(async () => expect((await row(id)).firmware).toBe('RUTX_R_00.07.11'));
    const [command] = await server.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, id));
    // Still queued (0), not delivered.
    expect(command?.state).toBe(0);
  });
});
