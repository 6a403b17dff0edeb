// `pnpm admin import-original`: the ORIGINAL product's content export (API path -> document, images
// embedded as base64) into this site. Phases: map each document to ours, upload every embedded image
// once through the upload pipeline, validate, write all in one transaction; a failed write takes the
// uploaded images back. Nothing of the original is dropped without a line in the report.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { getSection, SECTIONS, serviceListInputSchema, type ImageRecord, type SectionKey } from '@site/contracts';
import { ApiError, toIssues, type Issue } from '../../http/errors.js';
import { deleteImage, saveImage } from '../../media/images.js';
import { slugIssues } from '../content-import.js';
import { mediaReferences } from '../media-references.js';
import { cut, oneLine } from '../printable.js';
import { TransferError } from '../transfer-error.js';
import { writeContent, type ContentToWrite, type WriteContent } from '../write-content.js';
import { imageCategory } from './categories.js';
import { isObject, type MapContext } from './conform.js';
import { mapDocument, ownerOf, type Owner } from './documents.js';
import { readOriginalImage } from './image-data.js';

interface ReportItem {
  /** The original's API path, e.g. `layout/navbar`. */
  path: string;
  /** Where inside that document, e.g. `socials.0.icon`; empty for the whole document. */
  key: string;
  reason: string;
}

export interface OriginalImportReport {
  sections: SectionKey[];
  services: number;
  images: number;
  /** References to an image this run had already uploaded (the same data twice is stored once). */
  repeatedImages: number;
  /** Addresses of images on other sites, kept as they are (the import fetches nothing). */
  remoteImages: number;
  unmapped: ReportItem[];
  /** Our sections the export has no document for: left as they were. */
  notInExport: SectionKey[];
}

interface Entry {
  path: string;
  owner: Owner;
  doc: unknown;
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every distinct embedded image, with the category of the first field that holds it. */
function findImages(entries: Entry[]): Map<string, { bytes: Buffer; category: string }> {
  const found = new Map<string, { bytes: Buffer; category: string }>();
  for (const { path, owner, doc } of entries) {
    const ctx: MapContext = {
      image(value, at) {
        const image = readOriginalImage(value);
        if (image.kind === 'data' && !found.has(digest(image.bytes)))
          found.set(digest(image.bytes), { bytes: image.bytes, category: imageCategory(owner, at) });
        return '';
      },
      unmapped: () => undefined,
    };
    mapDocument(owner, path, doc, ctx);
  }
  return found;
}

interface Uploads {
  saved: Map<string, ImageRecord>;
  /** Why an image the pipeline refused could not be used (it does not decode, an unknown type). */
  refused: Map<string, string>;
}

async function uploadImages(app: FastifyInstance, wanted: ReturnType<typeof findImages>, uploads: Uploads): Promise<void> {
  for (const [hash, { bytes, category }] of wanted) {
    try {
      uploads.saved.set(hash, await saveImage(app, { bytes, category }));
    } catch (error) {
      // A 400 is the file's fault and goes into the report; anything else is ours and stops the import.
      if (!(error instanceof ApiError && error.status === 400)) throw error;
      uploads.refused.set(hash, error.message);
    }
  }
}

/**
 * Empties the text at `path` (dot-separated) inside `doc`; false when there is no text there. A text
 * our schema refuses (too long, a link of a kind we do not allow) costs that field, not the document.
 */
function clearText(doc: unknown, path: string): boolean {
  const keys = path.split('.');
  const last = keys.pop();
  let parent: unknown = doc;
  for (const key of keys)
    parent = isObject(parent) || Array.isArray(parent) ? (parent as Record<string, unknown>)[key] : undefined;
  if (last === undefined || !(isObject(parent) || Array.isArray(parent))) return false;
  const holder = parent as Record<string, unknown>;
  if (typeof holder[last] !== 'string') return false;
  holder[last] = '';
  return true;
}

/** Validates one mapped document like a PUT would; a document that does not fit is reported whole. */
function validate(owner: Owner, value: unknown, content: ContentToWrite): Issue[] {
  if (owner === 'services') {
    const parsed = serviceListInputSchema.safeParse(value);
    if (!parsed.success) return toIssues(parsed.error.issues);
    const slugs = slugIssues(parsed.data);
    if (!slugs.length) content.services = parsed.data;
    return slugs;
  }
  const parsed = getSection(owner).schema.safeParse(value);
  if (!parsed.success) return toIssues(parsed.error.issues);
  content.sections[owner] = parsed.data;
  return [];
}

interface Tally {
  /** Fields that kept the address of an image on another site. */
  remote: number;
}

/** The context of the second pass: every image value becomes the library's URL, or '' with a report line. */
function resolvingContext(uploads: Uploads, tally: Tally, report: (key: string, reason: string) => void): MapContext {
  return {
    image(original, at) {
      const image = readOriginalImage(original);
      if (image.kind === 'empty') return '';
      if (image.kind === 'address') {
        if (image.remote) tally.remote += 1;
        return image.url;
      }
      if (image.kind === 'invalid') {
        report(at, `${image.reason}; left empty`);
        return '';
      }
      const hash = digest(image.bytes);
      const saved = uploads.saved.get(hash);
      if (!saved) {
        report(at, `the image could not be imported: ${uploads.refused.get(hash) ?? 'unknown problem'} It was left empty.`);
        return '';
      }
      return saved.image;
    },
    unmapped: report,
  };
}

/**
 * Images whose only documents were left out (reported already) are not kept in the library.
 * Answers how many fields use an image of this run, for the count of repeated uses.
 */
async function dropUnused(app: FastifyInstance, uploads: Uploads, content: ContentToWrite): Promise<number> {
  const uses = mediaReferences(content).map((r) => r.url);
  const used = new Set(uses);
  for (const [hash, record] of uploads.saved) {
    if (used.has(record.image)) continue;
    await deleteImage(app, record.id);
    uploads.saved.delete(hash);
  }
  const ours = new Set([...uploads.saved.values()].map((r) => r.image));
  return uses.filter((url) => ours.has(url)).length;
}

const sentence = (issue: Issue) => issue.message.replace(/\.$/, '');

/** A text the schema refuses is emptied and reported; any other problem costs the whole document. */
function validateOrRepair(
  owner: Owner,
  value: unknown,
  content: ContentToWrite,
  report: (key: string, reason: string) => void,
): void {
  let issues = validate(owner, value, content);
  if (issues.length && issues.every((issue) => clearText(value, issue.path))) {
    for (const issue of issues) report(issue.path, `${sentence(issue)}; left empty`);
    issues = validate(owner, value, content);
  }
  for (const issue of issues) report(issue.path, `${sentence(issue)}; this document was not imported`);
}

export async function importOriginal(
  app: FastifyInstance,
  raw: unknown,
  options: { write?: WriteContent } = {},
): Promise<OriginalImportReport> {
  if (!isObject(raw))
    throw new TransferError('The file is not an export of the original site: expected a JSON object of documents by API path.');
  const unmapped: ReportItem[] = [];
  const entries: Entry[] = [];
  for (const [path, doc] of Object.entries(raw)) {
    const owner = ownerOf(path);
    if (owner) entries.push({ path, owner, doc });
    else unmapped.push({ path, key: '', reason: 'no section of this site has this path; not imported' });
  }

  const uploads: Uploads = { saved: new Map(), refused: new Map() };
  try {
    // --- upload: each distinct embedded image once ---
    await uploadImages(app, findImages(entries), uploads);

    // --- map and validate: our documents, pointing at the library's URLs ---
    const tally: Tally = { remote: 0 };
    const content: ContentToWrite = { sections: {} };
    for (const { path, owner, doc } of entries) {
      const report = (key: string, reason: string) => unmapped.push({ path, key, reason });
      const value = mapDocument(owner, path, doc, resolvingContext(uploads, tally, report));
      validateOrRepair(owner, value, content, report);
    }
    const uses = await dropUnused(app, uploads, content);

    // --- write: every section and the services list in one transaction ---
    await (options.write ?? writeContent)(app.db, content, 'Imported from the original site');

    const present = new Set(entries.map((e) => e.owner));
    return {
      sections: Object.keys(content.sections) as SectionKey[],
      services: content.services?.length ?? 0,
      images: uploads.saved.size,
      repeatedImages: uses - uploads.saved.size,
      remoteImages: tally.remote,
      unmapped,
      notInExport: SECTIONS.map((s) => s.key).filter((key) => !present.has(key)),
    };
  } catch (error) {
    // Nothing was written (the transaction rolled back): the images of this run go too.
    for (const record of uploads.saved.values()) await deleteImage(app, record.id);
    throw error;
  }
}

/** The report as the command prints it. */
export function reportLines(report: OriginalImportReport): string[] {
  const lines = [
    `Imported ${report.sections.length} sections, ${report.services} services and ${report.images} images` +
      `${report.repeatedImages ? ` (${report.repeatedImages} repeated uses of an image were uploaded once)` : ''}.`,
  ];
  if (report.remoteImages) {
    lines.push(
      `${report.remoteImages} image addresses on other sites were kept as links (not copied): they stop showing if those sites remove them.`,
    );
  }
  if (report.notInExport.length) lines.push(`Not in the export, left as they were: ${report.notInExport.join(', ')}.`);
  if (report.unmapped.length) {
    lines.push(`Not imported as it was (${report.unmapped.length}):`);
    // One line per item: paths and keys are the file's own and may hold anything.
    for (const { path, key, reason } of report.unmapped)
      lines.push(oneLine(`  ${cut(path, 80)}${key ? ` ${cut(key, 120)}` : ''}: ${cut(reason, 300)}`));
  } else {
    lines.push('Everything in the export was imported.');
  }
  return lines;
}
