import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { devices } from '../../../db/schema.js';
import { hashIngestToken } from '../../../seed/demoIngestToken.js';
import type { ServerContext } from '../../../serverContext.js';
import { ingestReports } from '../../../telemetry/ingestReports.js';
import { createIngestThrottle } from '../createIngestThrottle.js';
import { createReportQueue } from './createReportQueue.js';
import { limitMqttPacketSize, MqttPacketTooLargeError } from './limitMqttPacketSize.js';
import { type DeviceTopics, deviceTopics, TOPIC_SAFE_SERIAL } from './mqttTopics.js';
import { readMqttReport } from './readMqttReport.js';

/** Where the broker listens (`MQTT_PORT`; port 0 picks a free one, as tests do). */
export interface MqttIngestOptions {
  port: number;
  host?: string;
}

/** The running broker. */
export interface MqttIngest {
  /** The port it listens on (the one asked for, or the one port 0 found). */
  port: number;
  /** Disconnects every device and stops listening. */
  close(): Promise<void>;
}

type MqttIngestContext = Pick<ServerContext, 'db' | 'realtime' | 'now' | 'maintenance'> & {
  log: FastifyBaseLogger;
};

/** A report's packet, as the HTTP API's body limit allows a report and its series. */
const MAX_PACKET_BYTES = 16 * 1024 * 1024;

/** CONNACK return codes of MQTT 3.1.1 §3.2.2.3 that aedes sends for a refused CONNECT. */
const SERVER_UNAVAILABLE = 3;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

/** What an authenticated connection is: one device and its topics. */
interface DeviceSession {
  deviceId: number;
  topics: DeviceTopics;
  /** Subscribed to its commands topic: a report's commands can be handed out. */
  listening: boolean;
}

const refusal = (returnCode: number, message: string): AuthenticateError =>
  Object.assign(new Error(message), { returnCode }) as AuthenticateError;

/**
 * Device ingest over MQTT 3.1.1 (ADR 9): an embedded broker (aedes) on its own port, in front
 * of the same storage as `POST /ingest/v1/report`. A device connects with its serial as the
 * user name and its ingest token as the password, publishes the report JSON to
 * `netfleet/v1/devices/{serial}/report` (the PUBACK of QoS 1 means it is stored), and may
 * subscribe to `netfleet/v1/devices/{serial}/commands`, where each of its reports' answers
 * (`{ device_id, commands }`) arrives when there are commands. A last will of
 * `{"status":"offline"}` on the report topic turns it offline the moment its connection drops.
 * Wrong credentials count against the address like wrong tokens over HTTP (20 a minute); a
 * publish elsewhere, or a report the HTTP API would refuse, closes the connection (MQTT 3.1.1
 * has no negative acknowledgement) and is logged as a warning with its reason.
 */
export async function startMqttIngest(
  context: MqttIngestContext,
  options: MqttIngestOptions,
  tuning: { concurrentStores?: number } = {},
): Promise<MqttIngest> {
  const throttle = createIngestThrottle({ now: context.now });
  const sessions = new WeakMap<Client, DeviceSession>();
  const addresses = new WeakMap<object, string>();
  const addressOf = (client: Client) => addresses.get(client.conn) ?? 'unknown';
  // Devices publish one report at a time; stored together, a thousand cost about what one does.
  const reports = createReportQueue(
    (batch, takesCommands) => ingestReports(context, batch, { takeCommands: takesCommands }),
    { concurrency: tuning.concurrentStores ?? 1 },
  );

  const broker = new Aedes({
    // Devices on mobile links: a frozen one is dropped, not waited for.
    connectTimeout: 10_000,
    drainTimeout: 30_000,
    // Nothing is relayed between devices: an inbound QoS 2 flood has no use here.
    maxInflightInbound: 100,
    maxTopicLevels: 8,
    // Client ids carry the serial (below): room for it beyond MQTT 3.1's 23 characters.
    maxClientsIdLength: 256,
    // A device's client ids are its own: another device reusing one would take over its
    // session (the broker closes the older connection of an id). Named by the claimed serial,
    // which authenticate then holds to the token.
    preConnect: (_client, packet, done) => {
      if (packet.clientId) packet.clientId = `${packet.username ?? ''}/${packet.clientId}`;
      done(null, true);
    },
    authenticate: (client, username, password, done) => {
      const address = addressOf(client);
      if (context.maintenance.enabled) {
        return done(refusal(SERVER_UNAVAILABLE, 'Netfleet is down for maintenance.'), false);
      }
      if (throttle.retryAfter(address) > 0) {
        return done(refusal(NOT_AUTHORIZED, 'Too many wrong device tokens from this address.'), false);
      }
      const serial = username ?? '';
      const token = password?.toString('utf8') ?? '';
      const wrong = () => {
        throttle.fail(address);
        done(refusal(BAD_USERNAME_OR_PASSWORD, 'Unknown serial or ingest token.'), false);
      };
      if (!TOPIC_SAFE_SERIAL.test(serial) || token.length < 16 || token.length > 256) return wrong();
      context.db
        .select({ id: devices.id, serial: devices.serial })
        .from(devices)
        .where(eq(devices.ingestTokenHash, hashIngestToken(token)))
        .then(([device]) => {
          // The token decides the device; the user name must be its serial (its topics).
          if (!device || device.serial !== serial) return wrong();
          sessions.set(client, { deviceId: device.id, topics: deviceTopics(serial), listening: false });
          done(null, true);
        })
        .catch((error: unknown) => {
          context.log.error({ err: error }, 'MQTT ingest: looking up a device token failed');
          done(refusal(SERVER_UNAVAILABLE, 'The server could not check the token.'), false);
        });
    },
    authorizePublish: (client, packet, done) => {
      const session = client ? sessions.get(client) : undefined;
      if (!client || !session || packet.topic !== session.topics.report) {
        return done(new Error(`A device may publish only to its report topic, not ${packet.topic}.`));
      }
      // aedes closes the connection and reports the reason as a clientError (logged below).
      const refused = (reason: string) => done(new Error(reason));
      const read = readMqttReport(packet.payload, context.now());
      if (!read.ok) return refused(read.reason);
      // Nobody may subscribe to a report topic: a retained report would only sit in memory.
      packet.retain = false;
      reports
        .submit({ deviceId: session.deviceId, report: read.report }, session.listening)
        .then((mine) => {
          if (mine.length > 0) {
            const payload = Buffer.from(JSON.stringify({ device_id: session.deviceId, commands: mine }));
            broker.publish(
              { cmd: 'publish', topic: session.topics.commands, payload, qos: 1, dup: false, retain: false },
              (error) => {
                if (error) context.log.error({ err: error }, 'MQTT ingest: handing out commands failed');
              },
            );
          }
          done(null);
        })
        .catch((error: unknown) => refused(error instanceof Error ? error.message : String(error)));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const session = sessions.get(client);
      // Anything but its own commands is refused in the SUBACK (0x80), the connection kept.
      if (!session || subscription.topic !== session.topics.commands) return done(null, null);
      session.listening = true;
      done(null, subscription);
    },
    // A device receives its own commands and nothing else; reports go to the database.
    authorizeForward: (client, packet) =>
      sessions.get(client)?.topics.commands === packet.topic ? packet : null,
  });
  broker.on('unsubscribe', (topics, client) => {
    const session = sessions.get(client);
    if (session && topics.includes(session.topics.commands)) session.listening = false;
  });
  // A connection ending (the device's DISCONNECT, its link dropping) aborts the stream: not news.
  const closedBy = (client: Client, error: Error) => {
    if (error.name === 'AbortError') return;
    context.log.warn(
      { deviceId: sessions.get(client)?.deviceId, address: addressOf(client), reason: error.message },
      'MQTT ingest: connection closed',
    );
  };
  broker.on('clientError', closedBy);
  broker.on('connectionError', closedBy);
  await broker.listen();

  const server = createServer((socket: Socket) => {
    // The broker reads through the size guard and writes to the socket itself.
    const guarded = socket.pipe(limitMqttPacketSize(MAX_PACKET_BYTES));
    const connection = Duplex.from({ readable: guarded, writable: socket });
    addresses.set(connection, socket.remoteAddress ?? 'unknown');
    const drop = () => {
      socket.destroy();
      connection.destroy();
    };
    guarded.on('error', (error) => {
      if (error instanceof MqttPacketTooLargeError) {
        context.log.warn(
          { address: socket.remoteAddress, reason: error.message },
          'MQTT ingest: connection closed',
        );
      }
      drop();
    });
    socket.on('error', drop);
    connection.on('close', () => socket.destroy());
    broker.handle(connection);
  });
  server.listen(options.port, options.host ?? '127.0.0.1');
  try {
    await once(server, 'listening');
  } catch (error) {
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The MQTT broker could not listen on port ${options.port} (MQTT_PORT): ${reason}`);
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  let closing: Promise<void> | undefined;
  return {
    port,
    close: () => {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        await new Promise<void>((resolve) => broker.close(() => resolve()));
        await stopped;
      })();
      return closing;
    },
  };
}
