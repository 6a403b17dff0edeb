// Which database engine this process runs on: PostgreSQL when DATABASE_URL names one, else the
// embedded SQLite file. Decided once, when the process starts, because the tables the repositories
// import are that engine's (db/schema.ts).
export type Engine = 'sqlite' | 'postgres';

export function engineOf(databaseUrl: string | undefined): Engine {
  return databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite';
}

export const ENGINE: Engine = engineOf(process.env.DATABASE_URL);
