// Before a test run on PostgreSQL: a throw-away cluster, and in it a database with every migration
// applied that each test app copies (CREATE DATABASE ... TEMPLATE, far quicker than migrating each).
// Its address is given to this project's test processes only (pg-setup-file.ts makes it their
// DATABASE_URL, so they run on PostgreSQL), never to the process running every project: the SQLite
// projects' test processes must not inherit it.
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/postgres.js';
import { startPgCluster } from './pg-cluster.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** The migrated template database of this project's PostgreSQL cluster. */
    pgTemplateUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'site_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPgCluster();
  try {
    const template = await cluster.createDatabase(TEMPLATE_DATABASE);
    const migrated = await openPostgres(template);
    await migrated.close();
    project.provide('pgTemplateUrl', template);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
