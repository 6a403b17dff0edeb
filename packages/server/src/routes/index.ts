// Written by packages/server/scripts/route-list.ts (`pnpm routes`) from the route files in the
// folders beside it; `pnpm check` fails while it is stale. app.ts registers each folder's list
// under its prefix.
import apiAuditLog from './api/audit-log.js';
import apiCustomPages from './api/custom-pages.js';
import apiDashboard from './api/dashboard.js';
import apiDrafts from './api/drafts.js';
import apiHistory from './api/history.js';
import apiImages from './api/images.js';
import apiMessages from './api/messages.js';
import apiNotFound from './api/not-found.js';
import apiNotifications from './api/notifications.js';
import apiPages from './api/pages.js';
import apiPresence from './api/presence.js';
import apiPreviewLinks from './api/preview-links.js';
import apiRedirects from './api/redirects.js';
import apiReviewLinks from './api/review-links.js';
import apiReview from './api/review.js';
import apiSections from './api/sections.js';
import apiSeo from './api/seo.js';
import apiServices from './api/services.js';
import apiSettings from './api/settings.js';
import apiSiteHealth from './api/site-health.js';
import apiTranslations from './api/translations.js';
import authAdmins from './auth/admins.js';
import authPasskeys from './auth/passkeys.js';
import authTokens from './auth/tokens.js';
import authTwoFactor from './auth/two-factor.js';

export const apiRoutes = [
  apiAuditLog,
  apiCustomPages,
  apiDashboard,
  apiDrafts,
  apiHistory,
  apiImages,
  apiMessages,
  apiNotFound,
  apiNotifications,
  apiPages,
  apiPresence,
  apiPreviewLinks,
  apiRedirects,
  apiReviewLinks,
  apiReview,
  apiSections,
  apiSeo,
  apiServices,
  apiSettings,
  apiSiteHealth,
  apiTranslations,
];

export const authRoutes = [authAdmins, authPasskeys, authTokens, authTwoFactor];
