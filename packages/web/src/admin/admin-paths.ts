// The admin area's addresses, named once for the routes, the sidebar and redirects.
export const LOGIN_PATH = '/login';
export const ADMIN_BASE = '/admin';

export const ADMIN_PATHS = {
  layouts: `${ADMIN_BASE}/layouts`,
  home: `${ADMIN_BASE}/home`,
  about: `${ADMIN_BASE}/about`,
  services: `${ADMIN_BASE}/services`,
  projects: `${ADMIN_BASE}/projects`,
  gallery: `${ADMIN_BASE}/gallery`,
  contact: `${ADMIN_BASE}/contact`,
  pages: `${ADMIN_BASE}/pages`,
  messages: `${ADMIN_BASE}/messages-list`,
  imageUpload: `${ADMIN_BASE}/image-upload`,
  mediaLibrary: `${ADMIN_BASE}/media-library`,
  createAdmin: `${ADMIN_BASE}/create-admin`,
  admins: `${ADMIN_BASE}/admins`,
  drafts: `${ADMIN_BASE}/drafts`,
  review: `${ADMIN_BASE}/review`,
  settings: `${ADMIN_BASE}/settings`,
  activity: `${ADMIN_BASE}/activity`,
} as const;

/** The live site, outside this bundle: a full page load, not a router navigation. */
export const LIVE_SITE_PATH = '/';
