// In each test process of a PostgreSQL project, before a test file is imported: DATABASE_URL names
// the template the global setup migrated, so the process runs on PostgreSQL (db/engine.ts) and each
// test app copies that template (pg-database.ts).
import { inject } from 'vitest';
import './pg-global-setup.js';

process.env.DATABASE_URL = inject('pgTemplateUrl');
