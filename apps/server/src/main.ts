import { buildServer } from './buildServer.js';
import { readServerEnv } from './config/readServerEnv.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demoUsers.js';

// The start command: read the environment, build, listen, and tell the person at the
// terminal where to sign in and with what.
const { port, host, options } = readServerEnv();
const server = await buildServer(options);

const shutdown = (signal: string) => {
  console.log(`\n${signal}: stopping the Netfleet server…`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));

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
if (options.demo) {
  lines.push('', `Demo sign-ins (password for all: ${DEMO_PASSWORD})`);
  for (const user of DEMO_USERS) lines.push(`  ${user.role.padEnd(15)} ${user.email}`);
}
console.log(`${lines.join('\n')}\n`);
