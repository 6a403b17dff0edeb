// The tables the repositories query: SQLite's (sqlite-schema.ts) or, when this process runs on
// PostgreSQL, PostgreSQL's (pg-schema.ts). Both are the same in every name, column and row type
// (schema-parity.test.ts), so the repositories are written once, typed by the SQLite tables.
import { ENGINE } from './engine.js';
import * as pg from './pg-schema.js';
import * as sqlite from './sqlite-schema.js';

const chosen = (ENGINE === 'postgres' ? pg : sqlite) as unknown as typeof sqlite;

export const {
  sections,
  services,
  images,
  contactMessages,
  adminSettings,
  messageNotifications,
  users,
  tokens,
  revisions,
  drafts,
  previewLinks,
  customPages,
  customPageRedirects,
  loginAttempts,
  requestCounts,
  startLocks,
  recoveryCodes,
  passkeys,
  authChallenges,
  auditLog,
  draftReviewSteps,
  reviewLinks,
  presence,
  redirects,
  redirectHits,
  notFoundLog,
  linkChecks,
  siteHealthRuns,
} = chosen;
