// The site settings: the site's name, the title template, the default description and share image,
// and the favicon. One versioned document (`settings`) in the revisions table, with a history as
// the sections have. Before it is first saved it reads from what the navbar held before the
// settings existed (its company name and site icon, or its logo when about square), so a site keeps
// its name and icon; on start that reading is saved once (carryOverSettings), icons made.
import type { FastifyInstance } from 'fastify';
import { SETTINGS_DEFAULTS, SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@site/contracts';
import { invalidDocument, toIssues } from '../http/errors.js';
import { ensureIcons } from '../media/site-icons.js';
import type { DocumentHistory, VersionedDocument } from './history.js';
import { readMediaMap } from './media-map.js';
import { readStoredSection } from './sections.js';
import { currentVersion, latestData, saveVersioned, SETTINGS_DOCUMENT, type DbOrTx, type SaveMeta } from './versions.js';

/** A logo up to this much longer one way than the other still reads as a mark at tab size. */
const SQUARE_ENOUGH = 1.5;

/** What navbars stored before the site settings owned the site's name and icon. */
interface LegacyNavbar {
  companyName?: unknown;
  icon?: unknown;
  logo?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The navbar's former site icon, or its logo when that is about square, as the tab showed them; only
 * a library image (icons are made from the stored file), so a remote address is left out.
 */
async function legacyFavicon(db: DbOrTx, navbar: LegacyNavbar): Promise<string> {
  const icon = textOf(navbar.icon);
  const logo = textOf(navbar.logo);
  const media = await readMediaMap(db, new Set([icon, logo].filter(Boolean)));
  if (icon) return Object.hasOwn(media, icon) ? icon : '';
  const info = Object.hasOwn(media, logo) ? media[logo] : undefined;
  if (!info || info.width <= 0 || info.height <= 0) return '';
  return Math.max(info.width, info.height) / Math.min(info.width, info.height) <= SQUARE_ENOUGH ? logo : '';
}

/** The settings a site without saved settings has: the defaults with the navbar's name and icon. */
async function carriedOverSettings(db: DbOrTx): Promise<SiteSettings> {
  const stored = await readStoredSection(db, 'navbar');
  const navbar = (typeof stored === 'object' && stored !== null ? stored : {}) as LegacyNavbar;
  return { ...SETTINGS_DEFAULTS, site_name: textOf(navbar.companyName), favicon: await legacyFavicon(db, navbar) };
}

function completeSettings(stored: unknown): SiteSettings {
  const fields = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  return { ...SETTINGS_DEFAULTS, ...fields };
}

export async function readSettings(db: DbOrTx): Promise<SiteSettings> {
  const stored = await latestData(db, SETTINGS_DOCUMENT);
  return stored === undefined ? carriedOverSettings(db) : completeSettings(stored);
}

function validateSettings(data: unknown): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(data);
  if (!parsed.success) throw invalidDocument(toIssues(parsed.error.issues), 'The site settings');
  return parsed.data;
}

/** Checks and stores the settings; a new favicon's icons are made first (a refused image saves nothing). */
export async function saveSettings(app: FastifyInstance, data: unknown, meta: SaveMeta = {}): Promise<SiteSettings> {
  const settings = validateSettings(data);
  if (settings.favicon) await ensureIcons(app, settings.favicon);
  return saveVersioned(app.db, SETTINGS_DOCUMENT, meta, () => settings);
}

/** The settings' history; a restore goes through saveSettings (icons), routes/api/settings.ts. */
export const SETTINGS_HISTORY: DocumentHistory = {
  id: SETTINGS_DOCUMENT,
  path: SETTINGS_DOCUMENT,
  label: SITE_SETTINGS.label,
  complete: completeSettings,
};

/**
 * The settings as a document that can be saved inside a transaction (an image replace moving its URL):
 * the save does not make icons, so its caller makes the favicon's after the commit.
 */
export const SETTINGS_CONTENT: VersionedDocument = {
  ...SETTINGS_HISTORY,
  schema: siteSettingsSchema,
  validate: validateSettings,
  read: readSettings,
  save: async (db, data, meta) => saveVersioned(db, SETTINGS_DOCUMENT, meta, () => validateSettings(data)),
};

/** Saves the carried-over settings once, on a site that has none yet, so that the favicon's icons exist. */
export async function carryOverSettings(app: FastifyInstance): Promise<void> {
  if ((await currentVersion(app.db, SETTINGS_DOCUMENT)).version > 0) return;
  const settings = await carriedOverSettings(app.db);
  if (!settings.site_name && !settings.favicon) return;
  try {
    await saveSettings(app, settings, { note: 'Carried over from the navbar' });
  } catch (err) {
    app.log.warn({ err }, 'The site name and icon could not be carried over from the navbar into the site settings.');
  }
}
