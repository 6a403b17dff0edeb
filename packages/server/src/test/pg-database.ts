// A fresh PostgreSQL database for one test app, copied from the migrated template the test run's
// global setup made (pg-global-setup.ts), and dropped again when the app closes.
import pg from 'pg';

let made = 0;

const adminUrl = (templateUrl: string) => Object.assign(new URL(templateUrl), { pathname: '/postgres' }).toString();

async function asAdmin(templateUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(templateUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const templateUrl = process.env.DATABASE_URL!;
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `test_${process.pid}_${++made}`;
  await asAdmin(templateUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: Object.assign(new URL(templateUrl), { pathname: `/${name}` }).toString(),
    drop: () => asAdmin(templateUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
