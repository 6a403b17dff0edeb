// Says once, before the contract suite runs, what it runs against and whether it writes: the
// skipped tests' titles carry the reason too, this line makes it plain at the top of the output.
import type { TestProject } from 'vitest/node';
import '../src/test/pg-global-setup.js';
import { canWrite, credentials, remote } from './target.js';

export default function announce(project: TestProject) {
  const engine = project.getProvidedContext().pgTemplateUrl ? 'PostgreSQL' : 'SQLite';
  const where = remote
    ? process.env.CONTRACT_BASE_URL
    : `the app in-process, on a temporary ${engine} database with the demo content`;
  const how = canWrite
    ? `signed in as ${credentials!.username}; writes put back what they change`
    : 'read-only: no CONTRACT_USERNAME and CONTRACT_PASSWORD given, so the tests that sign in or write are skipped';
  console.log(`API contract suite against ${where} (${how}).`);
}
