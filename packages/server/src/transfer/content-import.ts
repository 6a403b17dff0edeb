// `pnpm admin import`: a content export (content-export.ts) back into a site. Everything is checked
// against the contract schemas first; one error lists every problem and nothing is written.
import {
  SECTIONS,
  customPageSchema,
  isBlockType,
  pageSeoSchema,
  serviceListInputSchema,
  siteSettingsSchema,
  slugify,
  type CustomPage,
  type PageSeo,
  type SectionKey,
} from '@site/contracts';
import { withoutRetired } from '../content/sections.js';
import { checkRedirectList } from '../content/redirects.js';
import type { Db } from '../db/client.js';
import { toIssues, type Issue } from '../http/errors.js';
import { EXPORT_FORMAT, EXPORT_VERSION } from './content-export.js';
import { missingImages } from './media-references.js';
import { cut, nameOf, oneLine, quote } from './printable.js';
import { TransferError } from './transfer-error.js';
import { checkTranslations, translationsLine } from './translations-transfer.js';
import { seoWithoutPage, writeContent, type ContentToWrite } from './write-content.js';

/** Enough to find the first problems; the count says how many more there are. */
const PROBLEMS_SHOWN = 20;
/** A problem longer than this is cut: enough to find the place in the file. */
const PROBLEM_MAX = 300;

const sectionByName = new Map<string, SectionKey>(
  SECTIONS.flatMap((s) => [
    [s.key, s.key],
    [s.path, s.key],
  ]),
);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkSections(raw: unknown, problems: string[]): ContentToWrite['sections'] {
  const sections: ContentToWrite['sections'] = {};
  if (!isObject(raw)) {
    problems.push('sections: expected an object of section documents by key');
    return sections;
  }
  for (const [name, doc] of Object.entries(raw)) {
    const key = sectionByName.get(name);
    if (!key) {
      problems.push(`sections.${nameOf(name)}: there is no such section`);
      continue;
    }
    if (key in sections) {
      problems.push(`sections.${name}: the ${key} section appears twice (by key and by path)`);
      continue;
    }
    // An export from before a field was retired still imports (content/sections.ts withoutRetired).
    const parsed = SECTIONS.find((s) => s.key === key)?.schema.safeParse(withoutRetired(key, doc));
    if (parsed?.success) sections[key] = parsed.data;
    else
      for (const issue of toIssues(parsed?.error.issues ?? []))
        problems.push(`sections.${name}${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
  }
  return sections;
}

/** The rule saveServices applies (a slug, unique), checked before writing so it is reported with the rest. */
export function slugIssues(list: { slug: string; title: string }[]): Issue[] {
  const issues: Issue[] = [];
  const seen = new Map<string, number>();
  list.forEach((item, index) => {
    const slug = item.slug || slugify(item.title);
    if (!slug) issues.push({ path: `${index}.slug`, message: `the title ${quote(item.title)} gives an empty slug` });
    else if (seen.has(slug))
      issues.push({ path: `${index}.slug`, message: `${quote(slug)} is also the slug of item ${seen.get(slug)}` });
    else seen.set(slug, index);
  });
  return issues;
}

function checkServices(raw: unknown, problems: string[]): ContentToWrite['services'] {
  if (raw === undefined) return undefined;
  const parsed = serviceListInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of toIssues(parsed.error.issues))
      problems.push(`services${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
    return undefined;
  }
  for (const issue of slugIssues(parsed.data)) problems.push(`services.${issue.path}: ${issue.message}`);
  return parsed.data;
}

/**
 * The export's custom pages: each checked like a POST, after leaving out blocks of a type this
 * version does not know (an export of another version), which the report names.
 */
function checkPages(raw: unknown, problems: string[], skipped: string[]): CustomPage[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    problems.push('pages: expected a list of pages');
    return undefined;
  }
  const seen = new Set<string>();
  return raw.flatMap((page: unknown, index) => {
    const blocks = isObject(page) && Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
    const known = blocks.filter((block, position) => {
      const type = isObject(block) ? block.type : undefined;
      if (typeof type !== 'string' || isBlockType(type)) return true;
      skipped.push(`pages.${index} block ${position + 1} (${nameOf(type)})`);
      return false;
    });
    const parsed = customPageSchema.safeParse(isObject(page) ? { ...page, blocks: known } : page);
    if (!parsed.success) {
      for (const issue of toIssues(parsed.error.issues))
        problems.push(`pages.${index}${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
      return [];
    }
    if (seen.has(parsed.data.slug)) problems.push(`pages.${index}.slug: ${quote(parsed.data.slug)} appears twice`);
    seen.add(parsed.data.slug);
    return [parsed.data];
  });
}

/** The file's site settings but its favicon: the site keeps its own (write-content.ts says why). */
function checkSettings(raw: unknown, problems: string[]): ContentToWrite['settings'] {
  if (raw === undefined) return undefined;
  const parsed = siteSettingsSchema.safeParse(raw);
  if (parsed.success) {
    const { favicon: _favicon, ...settings } = parsed.data;
    return settings;
  }
  for (const issue of toIssues(parsed.error.issues))
    problems.push(`settings${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
  return undefined;
}

/** Each page's search-engine settings, by page key (whether the site has the page is known when writing). */
function checkSeo(raw: unknown, problems: string[]): Record<string, PageSeo> | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) {
    problems.push("seo: expected an object of pages' search-engine settings by page key");
    return undefined;
  }
  const seo: Record<string, PageSeo> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = pageSeoSchema.safeParse(value);
    if (parsed.success) seo[key] = parsed.data;
    else
      for (const issue of toIssues(parsed.error.issues))
        problems.push(`seo.${nameOf(key)}${issue.path ? `.${nameOf(issue.path)}` : ''}: ${issue.message}`);
  }
  return seo;
}

/** The editors' redirects, each checked as a save is, and against each other. */
function checkRedirects(raw: unknown, problems: string[]): ContentToWrite['redirects'] {
  if (raw === undefined) return undefined;
  const checked = checkRedirectList(raw);
  problems.push(...checked.problems);
  return checked.rules;
}

/** Validates a parsed export file; throws one TransferError listing every problem. */
export function checkContentExport(raw: unknown, name = 'The file'): ContentToWrite {
  if (!isObject(raw) || raw.format !== EXPORT_FORMAT) {
    throw new TransferError(
      `${name} is not a content export made by "pnpm admin export" (its "format" is not "${EXPORT_FORMAT}").`,
    );
  }
  if (raw.version !== EXPORT_VERSION) {
    // quote(): the version is whatever the file holds, an object that cannot become text included.
    throw new TransferError(
      `${name} is a content export of version ${quote(raw.version)}; this version of the site reads version ${EXPORT_VERSION}.`,
    );
  }
  const problems: string[] = [];
  const skipped: string[] = [];
  const content: ContentToWrite = {
    sections: checkSections(raw.sections, problems),
    services: checkServices(raw.services, problems),
    pages: checkPages(raw.pages, problems, skipped),
    settings: checkSettings(raw.settings, problems),
    seo: checkSeo(raw.seo, problems),
    redirects: checkRedirects(raw.redirects, problems),
    skippedBlocks: skipped,
  };
  // Checked against the file's pages and languages, so after them.
  const translations = checkTranslations(raw.translations, content, problems);
  if (translations) content.translations = translations;
  if (problems.length) {
    const more = problems.length > PROBLEMS_SHOWN ? ` (and ${problems.length - PROBLEMS_SHOWN} more)` : '';
    // Each problem on one short line: a message may quote a key of the file (zod's unknown keys).
    const shown = problems.slice(0, PROBLEMS_SHOWN).map((p) => oneLine(cut(p, PROBLEM_MAX)).replace(/\.$/, ''));
    throw new TransferError(`${name} is not valid, nothing was written: ${shown.join('; ')}${more}.`);
  }
  return content;
}

/** The report's lines: what was written, what was left alone, and images the library does not have. */
export async function importContent(db: Db, raw: unknown, name?: string): Promise<string[]> {
  return await writeCheckedContent(db, checkContentExport(raw, name), name);
}

/** Writes content checkContentExport has passed; answers the report's lines. */
export async function writeCheckedContent(db: Db, content: ContentToWrite, name?: string): Promise<string[]> {
  await writeContent(db, content, name ? `Imported from ${name}` : 'Imported');
  const left = SECTIONS.filter((s) => !(s.key in content.sections)).map((s) => s.key);
  const lines = [
    `Imported ${Object.keys(content.sections).length} sections and ${content.services ? `${content.services.length} services` : 'no services list (left as it was)'}.`,
  ];
  if (left.length) lines.push(`Not in the file, left as they were: ${left.join(', ')}.`);
  if (content.pages?.length) lines.push(`Imported ${content.pages.length} custom pages.`);
  if (content.redirects) lines.push(`Imported ${content.redirects.length} redirects (in place of the site's own).`);
  if (content.settings) lines.push("Imported the site settings (the site's favicon left as it was).");
  const seo = Object.keys(content.seo ?? {});
  const withoutPage = await seoWithoutPage(db, content);
  if (seo.length > withoutPage.length)
    lines.push(`Imported the search-engine settings of ${seo.length - withoutPage.length} pages.`);
  if (withoutPage.length)
    lines.push(
      `Left out the search-engine settings of pages this site does not have: ${withoutPage.map((key) => nameOf(key)).join(', ')}.`,
    );
  const translated = translationsLine(content.translations);
  if (translated) lines.push(translated);
  if (content.skippedBlocks?.length)
    lines.push(`Skipped blocks of a type this version does not know: ${content.skippedBlocks.join(', ')}.`);
  for (const { where, url } of await missingImages(db, content)) {
    lines.push(
      `Warning: ${where} refers to ${url}, which is not in the image library; copy the file over or choose another image.`,
    );
  }
  return lines;
}
