import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectAsync, type IPublishPacket } from 'mqtt';
import type { ServerContext } from '../../../serverContext.js';
import { ingestReports } from '../../../telemetry/ingestReports.js';
import { createIngestThrottle } from '../createIngestThrottle.js';
import { createReportQueue } from './createReportQueue.js';
import { createTokenLookup } from './createTokenLookup.js';
import { DEVICE_TOPIC_PREFIX, TOPIC_SAFE_SERIAL } from './mqttTopics.js';
import { readMqttReport } from './readMqttReport.js';

/** The broker to read device reports from (`MQTT_URL`). */
export interface MqttBridgeOptions {
  /** `mqtt://user:password@broker:1883` (or `mqtts://`): the server's own login at the broker. */
  url: string;
  /**
   * The shared subscription's group: every server process of one deployment in the same group
   * gets each report once. Defaults to `netfleet`.
   */
  group?: string;
}

/** The running bridge. */
export interface MqttBridge {
  /** The broker's URL for devices (without the server's credentials). */
  url: string;
  /** Leaves the broker. */
  close(): Promise<void>;
}

type MqttBridgeContext = Pick<ServerContext, 'db' | 'realtime' | 'now' | 'maintenance'> & {
  log: FastifyBaseLogger;
};

/** Reports read but not yet stored, past which the bridge stops reading from the broker. */
const MAX_UNSTORED = 5_000;

const REPORT_TOPIC = new RegExp(`^${DEVICE_TOPIC_PREFIX}/([^/]+)/report$`);

/** `mqtt://user:secret@host:1883` → `mqtt://host:1883`: what a device is told. */
function publicBrokerUrl(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString().replace(/\/$/, '');
}

/**
 * Device ingest through an MQTT broker of the deployment's own (ADR 9): the server logs in to
 * the broker at `url` and takes the reports devices publish to
 * `netfleet/v1/devices/{serial}/report` through a shared subscription
 * (`$share/{group}/netfleet/v1/devices/+/report`, QoS 1), so that several server processes
 * split them. The broker authenticates its own clients; the server trusts none of them: each
 * report carries the device's ingest token in its `token` field, the token decides the device
 * (through its hash, as over HTTP), and the topic must be that device's serial. Wrong tokens
 * count per serial with the HTTP API's throttle. A report the HTTP API would refuse is dropped
 * and logged as a warning. Commands stay queued for the device's next HTTP report: the server
 * cannot know whether a device listens on this broker.
 */
export async function startMqttBridge(
  context: MqttBridgeContext,
  options: MqttBridgeOptions,
  tuning: { concurrentStores?: number } = {},
): Promise<MqttBridge> {
  const throttle = createIngestThrottle({ now: context.now });
  const lookup = createTokenLookup(context.db);
  const reports = createReportQueue(
    (batch, takesCommands) => ingestReports(context, batch, { takeCommands: takesCommands }),
    { concurrency: tuning.concurrentStores ?? 1 },
  );
  let unstored = 0;
  let resume: (() => void) | null = null;

  const drop = (serial: string | null, reason: string) =>
    context.log.warn({ serial, reason }, 'MQTT ingest: report dropped');

  const take = async (packet: IPublishPacket): Promise<void> => {
    const serial = REPORT_TOPIC.exec(packet.topic)?.[1] ?? null;
    if (serial === null || !TOPIC_SAFE_SERIAL.test(serial))
      return drop(null, `Not a report topic: ${packet.topic}`);
    if (context.maintenance.enabled) return drop(serial, 'Netfleet is down for maintenance.');
    const key = `serial:${serial}`;
    if (throttle.retryAfter(key) > 0) return drop(serial, 'Too many wrong device tokens for this serial.');
    const read = readMqttReport(packet.payload, context.now());
    if (!read.ok) return drop(serial, read.reason);
    const token = read.json.token;
    if (typeof token !== 'string' || token.length < 16 || token.length > 256) {
      throttle.fail(key);
      return drop(serial, 'The report has no ingest token ("token").');
    }
    const device = await lookup(token);
    // The token decides the device; the topic must be that device's serial.
    if (!device || device.serial !== serial) {
      throttle.fail(key);
      return drop(serial, 'Unknown serial or ingest token.');
    }
    await reports.submit({ deviceId: device.id, report: read.report }, false);
  };

  // The first connection must succeed (a wrong URL or login stops the start); a later drop
  // reconnects every 2 s and subscribes again.
  const client = await connectAsync(
    options.url,
    {
      clientId: `netfleet-server-${randomBytes(6).toString('hex')}`,
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 2_000,
      connectTimeout: 10_000,
    },
    false,
  ).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The MQTT broker at ${publicBrokerUrl(options.url)} (MQTT_URL) could not be reached: ${reason}`,
    );
  });
  // mqtt.js reads the next packet once this calls back (then acknowledges a QoS 1 report):
  // reports are read one after another and stored together, until too many wait to be stored.
  client.handleMessage = (packet, done) => {
    unstored += 1;
    void take(packet)
      .catch((error: unknown) => context.log.error({ err: error }, 'MQTT ingest: storing a report failed'))
      .finally(() => {
        unstored -= 1;
        if (unstored < MAX_UNSTORED && resume) {
          const next = resume;
          resume = null;
          next();
        }
      });
    if (unstored < MAX_UNSTORED) done();
    else resume = () => done();
  };
  client.on('error', (error) => context.log.error({ err: error }, 'MQTT ingest: broker connection failed'));
  const topic = `$share/${options.group ?? 'netfleet'}/${DEVICE_TOPIC_PREFIX}/+/report`;
  const [granted] = await client.subscribeAsync(topic, { qos: 1 });
  if (!granted || granted.qos > 2) {
    await client.endAsync(true);
    throw new Error(`The MQTT broker (MQTT_URL) refused the subscription to ${topic}.`);
  }

  let closing: Promise<void> | undefined;
  return {
    url: publicBrokerUrl(options.url),
    close: () => {
      closing ??= client.endAsync();
      return closing;
    },
  };
}
