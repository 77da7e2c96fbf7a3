import { buildServer } from './buildServer.js';
import { readServerEnv } from './config/readServerEnv.js';
import type { Database } from './db/Database.js';
import { isDatabaseCommand, runDatabaseCommand } from './ops/runDatabaseCommand.js';
import { shutdownOnSignals } from './ops/shutdownOnSignals.js';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS } from './seed/demoUsers.js';
import { createDemoDeviceLink, createDemoPeerPortsHolder } from './simulator/peers/demoDeviceLink.js';
import { findDemoDevice } from './simulator/peers/findDemoDevice.js';
import { type SimulatorProcess, startSimulatorProcess } from './simulator/startSimulatorProcess.js';

// `backup <file>` / `restore <file>` of the embedded database (npm run backup / restore).
if (isDatabaseCommand(process.argv[2])) process.exit(await runDatabaseCommand(process.argv.slice(2)));

// The start command: read the environment, build, listen, and tell the person at the
// terminal where to sign in and with what.
const { port, host, options, shutdownTimeoutMs } = readServerEnv();
// With demo data, a demo device's SSH/SFTP/telnet on 127.0.0.1 are the simulator's servers;
// the link learns their ports when the simulator (forked below, after listen) reports them.
const demoPeerPorts = createDemoPeerPortsHolder();
let demoDb: Database | undefined;
if (options.demo) {
  options.remoteAccess = {
    ...options.remoteAccess,
    link: createDemoDeviceLink({
      ports: demoPeerPorts,
      findDevice: async (deviceId) => (demoDb ? findDemoDevice(demoDb, deviceId) : null),
    }),
  };
}
const server = await buildServer(options);
demoDb = server.db;
// The device simulator for the demo fleet (forked after listen; SIMULATE=0 turns it off).
let simulator: SimulatorProcess | null = null;

const stoppable = {
  close: async () => {
    await simulator?.stop();
    await server.close();
  },
};
shutdownOnSignals(stoppable, {
  timeoutMs: shutdownTimeoutMs,
  log: (message) => (options.logger ? server.app.log.info(message) : console.log(message)),
});

await server.app.listen({ port, host });

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
const database = options.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : options.dataDir === 'memory'
    ? 'PGlite in memory'
    : `PGlite in ${options.dataDir}`;
const lines = [
  '',
  `Netfleet is running at ${url}`,
  `  database: ${database}${server.seeded ? ', demo data seeded' : ''}`,
  `  sign in:  ${url}${options.accountBasePath}/sign-in`,
];
if (options.redisUrl) lines.push('  realtime: socket.io Redis adapter (REDIS_URL)');
if (server.mqtt) {
  lines.push(
    `  MQTT:     mqtt://${new URL(url).hostname}:${server.mqtt.port} (devices: user name = serial, password = ingest token)`,
  );
}
if (server.mqttBroker) {
  lines.push(
    `  MQTT:     ${server.mqttBroker.url} (MQTT_URL; a report carries its device's ingest token as "token")`,
  );
}
if (options.metrics) lines.push(`  metrics:  ${url}/metrics (Prometheus)`);
if (options.maintenance) lines.push('  MAINTENANCE mode: the API answers 503 MAINTENANCE');
if (options.demo) {
  lines.push('', `Demo sign-ins (password for all: ${DEMO_PASSWORD})`);
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length));
  for (const user of DEMO_USERS) {
    lines.push(`  ${user.email.padEnd(width)}  ${user.role.padEnd(14)}  ${user.note}`);
  }
  lines.push(
    '',
    'super_admin@ and admin@ give a second factor at sign-in and at sensitive forms:',
    `  super_admin@: a TOTP code of the demo secret: oathtool --totp -b ${DEMO_TOTP_SECRET}`,
    '  admin@: an e-mailed code, written to the mail log (the Mail logs page, as super_admin@).',
    'nomfa@ is an administrator without a second factor (sensitive forms ask for the password).',
    '',
    'Remote access: the first demo devices have SSH, Telnet and Files entries served by the',
    '  simulator (user root, password netfleet-demo); Desktop reaches a VNC server on 127.0.0.1:5900.',
  );
}
console.log(`${lines.join('\n')}\n`);

if (options.demo) {
  // The simulator talks to this server over HTTP like a device; a wildcard listen is reached on loopback.
  const self = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const address = server.app.server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  const selfUrl = `http://${self.includes(':') ? `[${self}]` : self}:${listening}`;
  simulator = await startSimulatorProcess(server.db, selfUrl, process.env, (ports) =>
    demoPeerPorts.set(ports),
  ).catch((error: unknown) => {
    console.error('The device simulator did not start:', error);
    return null;
  });
}
