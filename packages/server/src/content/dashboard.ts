// The dashboard's answer: the drafts and schedules, the drafts in review, the unread messages and
// failed email alerts, the recent changes and the site-health findings, each part for the roles that
// may see it (a part the role may not see is null). Read from the repositories the screens use.
import {
  DASHBOARD_NEWEST_MESSAGES,
  DASHBOARD_RECENT_CHANGES,
  defaultLanguage,
  may,
  type Dashboard,
  type DashboardDraft,
  type DashboardReview,
  type DraftSummary,
  type Role,
} from '@site/contracts';
import type { Db } from '../db/client.js';
import { listDrafts } from './drafts.js';
import { failedAlerts, unreadMessages } from './inbox-waiting.js';
import { kindOfPath, recentChanges } from './recent-changes.js';
import { readSettings } from './settings.js';
import { latestCounts } from './site-health/runs.js';

/** What a draft's document is, and in which language. */
function documentOf(draft: DraftSummary, defaultCode: string) {
  return {
    path: draft.path,
    label: draft.label,
    kind: kindOfPath(draft.path),
    locale: draft.locale,
    translation: draft.locale !== defaultCode,
    excerpt: draft.excerpt,
  };
}

/** A draft's line: what it is, who saved it last and when, its schedule and where it stands in review. */
const draftLine = (draft: DraftSummary, defaultCode: string): DashboardDraft => ({
  ...documentOf(draft, defaultCode),
  updated_at: draft.updated_at,
  updated_by: draft.updated_by,
  publish_at: draft.publish_at,
  schedule_error: draft.schedule_error,
  review: draft.review?.state ?? null,
});

/** A draft in review's line: who asked and when, with their note; nothing for a draft not in review. */
const reviewLines = (draft: DraftSummary, defaultCode: string): DashboardReview[] =>
  draft.review?.state === 'in_review'
    ? [
        {
          ...documentOf(draft, defaultCode),
          requested_by: draft.review.by,
          requested_at: draft.review.at,
          note: draft.review.note,
        },
      ]
    : [];

const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

export async function readDashboard(db: Db, role: Role): Promise<Dashboard> {
  const { languages } = await readSettings(db);
  const defaultCode = defaultLanguage(languages).code;
  const inbox = may(role, 'read_inbox');
  const [summaries, messages, alerts, recent, siteHealth] = await Promise.all([
    listDrafts(db),
    inbox ? unreadMessages(db, DASHBOARD_NEWEST_MESSAGES) : null,
    inbox ? failedAlerts(db) : null,
    recentChanges(db, languages, DASHBOARD_RECENT_CHANGES),
    latestCounts(db),
  ]);
  const lines = summaries.map((draft) => draftLine(draft, defaultCode));
  return {
    drafts: lines.filter((d) => !d.publish_at).sort((a, b) => byTime(b.updated_at, a.updated_at)),
    scheduled: lines.filter((d) => d.publish_at).sort((a, b) => byTime(a.publish_at!, b.publish_at!)),
    in_review: may(role, 'review')
      ? summaries.flatMap((d) => reviewLines(d, defaultCode)).sort((a, b) => byTime(a.requested_at, b.requested_at))
      : null,
    messages,
    failed_alerts: alerts,
    recent_changes: recent,
    site_health: siteHealth,
  };
}
