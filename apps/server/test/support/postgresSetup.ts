import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/openDatabase.js';
import { seedTestDatabase } from './seedTestDatabase.js';
import { startPostgres } from './startPostgres.js';
import { TEMPLATE_DATABASE, withDatabase } from './testDatabaseUrl.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A superuser URL of the PostgreSQL the `postgres` run tests on (see `startTestServer`). */
    postgresAdminUrl?: string;
  }
}

/**
 * The global setup of the `postgres` run: starts PostgreSQL (`startPostgres`), and writes the
 * template database every test file's database is cloned from (`CREATE DATABASE … TEMPLATE`):
 * migrated and seeded like the PGlite run's dump.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  const admin = postgres(server.adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    const database = await openDatabase({ databaseUrl: withDatabase(server.adminUrl, TEMPLATE_DATABASE) });
    try {
      await seedTestDatabase(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await admin.end();
    await server.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', server.adminUrl);
  return async () => {
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`).catch(() => {});
    await admin.end();
    await server.stop();
  };
}
