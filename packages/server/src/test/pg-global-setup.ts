// Before a test run on PostgreSQL: a throw-away cluster, and in it a database with every migration
// applied that each test app copies (CREATE DATABASE ... TEMPLATE, far quicker than migrating each).
// DATABASE_URL names it, so every test process runs on PostgreSQL (db/engine.ts).
import { openPostgres } from '../db/postgres.js';
import { startPgCluster } from './pg-cluster.js';

export const TEMPLATE_DATABASE = 'site_template';

export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startPgCluster();
  try {
    const template = await cluster.createDatabase(TEMPLATE_DATABASE);
    const migrated = await openPostgres(template);
    await migrated.close();
    process.env.DATABASE_URL = template;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
