// The email that tells the reviewers a draft waits for them: which draft, who submitted it, their
// note, and a link to the Review list in the editor, in plain text and in simple HTML (everything
// typed is escaped there; the subject is put on one line).
import type { OutgoingEmail } from './smtp-sender.js';
import type { ReviewEmailFacts } from './review-outbox-store.js';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/** Where the editor lists the drafts in review. */
const reviewListLink = (publicUrl?: string) => `${publicUrl ?? ''}/admin/review`;

export function reviewEmail(facts: ReviewEmailFacts, from: string, to: readonly string[], publicUrl?: string): OutgoingEmail {
  const label = oneLine(facts.label);
  const by = oneLine(facts.by);
  const link = reviewListLink(publicUrl);
  const intro = `${by} submitted the draft of ${label} (${facts.path}) for review.`;
  const text = [intro, '', ...(facts.note ? ['Note:', facts.note, ''] : []), `Review it in the editor: ${link}`].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    `<p>${escapeHtml(intro)}</p>`,
    ...(facts.note ? [`<p style="white-space: pre-wrap">${escapeHtml(facts.note)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">Review it in the editor</a></p>`,
    '</body></html>',
  ].join('\n');
  return { from, to: [...to], subject: `For review: ${label}`, text, html };
}
