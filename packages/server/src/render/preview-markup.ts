// What a page shows around its content while the drafts are previewed, and when a preview link no
// longer works: a bar at the foot of the window, put outside the app's root so hydration never sees
// it. Plain markup with style attributes (the policy allows those, never inline script).
import { PREVIEW_EXIT, PREVIEW_PARAM } from '@site/contracts';

const BAR =
  'position:sticky;bottom:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:4px 16px;justify-content:center;' +
  'padding:8px 16px;font:14px/1.4 system-ui,sans-serif;text-align:center;box-shadow:0 -2px 8px rgba(0,0,0,.25)';
const LINK = 'color:inherit;text-decoration:underline;font-weight:600';

/** An ISO time as people read it, in UTC (the server does not know the visitor's time zone). */
function readableUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function previewBanner(expiresAt: string): string {
  return (
    `<div id="preview-banner" role="status" style="${BAR};background:#7c2d12;color:#fff">` +
    `<strong>Preview — not published</strong>` +
    `<span>Shows every draft; link valid until <time datetime="${expiresAt}">${readableUtc(expiresAt)}</time></span>` +
    `<a href="/?${PREVIEW_PARAM}=${PREVIEW_EXIT}" style="${LINK}">Leave preview</a></div>`
  );
}

export const INVALID_PREVIEW_NOTICE =
  `<div id="preview-banner" role="status" style="${BAR};background:#1f2937;color:#fff">` +
  `This preview link no longer works (it expired, was revoked or is mistyped): this is the published site.</div>`;

/** The page with `bar` at the end of its body, and with `noindex` for a preview. */
export function withPreviewMarkup(html: string, bar: string, noindex: boolean): string {
  const marked = noindex ? html.replace('</head>', () => '<meta name="robots" content="noindex">\n  </head>') : html;
  return marked.replace('</body>', () => `${bar}\n  </body>`);
}
