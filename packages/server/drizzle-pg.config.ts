// The PostgreSQL twin of drizzle.config.ts: the same tables (src/db/pg-schema.ts), their migrations in
// drizzle-pg/ at the repository root. `pnpm db:generate` writes both.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/pg-schema.ts',
  out: '../../drizzle-pg',
});
