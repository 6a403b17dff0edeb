// Ages a session token in the running server's database, as if it had not been used for 30 days:
// the only way to see a real expiry in a test (tokens expire after 14 idle days). better-sqlite3 is
// the server's dependency, so it is resolved from there; the server reads the row on the next call.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workerServer } from './fixtures';

const serverPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/package.json');

interface Statement {
  run(...params: unknown[]): { changes: number };
}
interface Database {
  prepare(sql: string): Statement;
  close(): void;
}

export function expireToken(token: string): void {
  const { databasePath } = workerServer();
  const Sqlite = createRequire(serverPackage)('better-sqlite3') as new (file: string) => Database;
  const db = new Sqlite(databasePath);
  try {
    const longAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
    const hash = createHash('sha256').update(token).digest('hex');
    const { changes } = db.prepare('UPDATE tokens SET last_used_at = ? WHERE token_hash = ?').run(longAgo, hash);
    if (changes !== 1) throw new Error('The token to expire is not in the database.');
  } finally {
    db.close();
  }
}
