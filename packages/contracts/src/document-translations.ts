// The translations of the documents that are not one fixed form: the services list and an
// editor-built page. The services list's translation gives, per service, its texts keyed by the
// service's `_id` (services are reordered and deleted; an entry follows its service, and one whose
// service is gone is left out of every read). A page's translation gives its title and, by
// position, each block's translation of its data (the block's type decides what it may hold).
// Slugs, colours, block types and the navbar/footer marks are shared by every language.
import { z } from 'zod';
import { blockFacts } from './custom-pages.js';
import { isBlockType } from './custom-page-rules.js';
import { text } from './fields.js';
import { getSection } from './registry.js';
import type { SectionKey } from './page-sections.js';
import { serviceSchema, type Service } from './services.js';
import { translate, translationSchema, untranslatedTexts, type Translated } from './translation.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What one service's translation may hold: its texts, hero image and alt text, features by position. */
const serviceTexts = serviceSchema.omit({ _id: true, slug: true });
const serviceTextsTranslation = translationSchema(serviceTexts) as z.ZodObject;

export const serviceTranslationSchema = serviceTextsTranslation.extend({
  _id: z.string().min(1, { error: 'Name the service by its _id.' }).max(64),
});
export type ServiceTranslation = z.infer<typeof serviceTranslationSchema>;

/**
 * The services list's texts by position under `services`: how the editor's translation form lays the
 * list out (a save maps its positions to the entries by `_id` below).
 */
export const serviceListTextsSchema = z.strictObject({ services: z.array(serviceTexts) });

/** The services list's translation into one language: an entry per translated service, by `_id`. */
export const servicesTranslationSchema = z
  .array(serviceTranslationSchema)
  .max(200, { error: 'Give at most 200 services.' })
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach(({ _id: id }, index) => {
      if (seen.has(id as string))
        ctx.addIssue({ code: 'custom', path: [index, '_id'], message: `The service "${id as string}" is translated twice.` });
      seen.add(id as string);
    });
  });
export type ServicesTranslation = z.infer<typeof servicesTranslationSchema>;

/** The entry of a translation for one service, if it has one. */
const entryFor = (layer: unknown, id: string): unknown =>
  Array.isArray(layer) ? (layer as unknown[]).find((entry) => isRecord(entry) && entry._id === id) : undefined;

/**
 * The services in a language: each service with the entries for it laid over it (nearest language
 * first). `fallback` names the texts taken from another language by the service's position in the
 * list (`0.title`, `2.features.1.description`), as a list's paths are elsewhere.
 */
export function translateServices(services: readonly Service[], layers: readonly unknown[]): Translated<Service[]> {
  const fallback: string[] = [];
  const untranslated: string[] = [];
  const data = services.map((service, index) => {
    const translated = translate(
      serviceTexts,
      service,
      layers.map((layer) => entryFor(layer, service._id)),
    );
    fallback.push(...translated.fallback.map((path) => `${index}.${path}`));
    untranslated.push(...translated.untranslated.map((path) => `${index}.${path}`));
    return translated.data;
  });
  return { data, fallback, untranslated };
}

/** Of one service's fallback paths (as its answer in a language names them), the texts: what counts as untranslated. */
export const serviceUntranslated = (fallback: readonly string[]): string[] => untranslatedTexts(serviceTexts, fallback);

/** The fallback paths of one service (by its position in the list), without the position. */
export function serviceFallback(fallback: readonly string[], index: number): string[] {
  const prefix = `${index}.`;
  return fallback.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length));
}

/** A block as stored: its type may be one this version does not know. */
interface PageBlock {
  type: string;
  data?: unknown;
}

/** The translation schema of a block type's data, or undefined when it has nothing to translate (or is unknown). */
function blockTranslationSchema(type: string): z.ZodType | undefined {
  return isBlockType(type) ? translationSchema(blockFacts(type).schema) : undefined;
}

/**
 * The schema of a page's translation, for the page's blocks as they are: its title, and per block
 * position that block type's translation (`{}` or null for a block left untranslated). A problem
 * names the block as the page's own checks do ("Block 2 (Hero): …").
 */
export function pageTranslationSchema(blocks: readonly PageBlock[]) {
  return z.strictObject({
    title: text().optional(),
    blocks: z
      .array(z.unknown())
      .max(blocks.length, {
        error: `The page has ${blocks.length} blocks: a translation gives at most one for each, in the page's order.`,
      })
      .superRefine((items, ctx) => {
        items.forEach((item, index) => {
          if (item === null || (isRecord(item) && !Object.keys(item).length)) return;
          const type = blocks[index]!.type;
          const name = `Block ${index + 1} (${isBlockType(type) ? blockFacts(type).label : type})`;
          const schema = blockTranslationSchema(type);
          if (!schema) {
            ctx.addIssue({ code: 'custom', path: [index], message: `${name} has nothing to translate.` });
            return;
          }
          const parsed = schema.safeParse(item);
          if (!parsed.success)
            for (const issue of parsed.error.issues)
              ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: `${name}: ${issue.message}` });
        });
      })
      .optional(),
  });
}
export type PageTranslation = z.infer<ReturnType<typeof pageTranslationSchema>>;

const pageTitle = z.object({ title: text() });

/** A page's title and blocks, as translatePage reads and answers them. */
interface TranslatablePage {
  title: string;
  blocks: readonly PageBlock[];
}

/**
 * A page in a language: its title and each block's data with the translations laid over them
 * (nearest language first). `fallback` names the texts taken from another language as the
 * translation names them (`title`, `blocks.0.heading`). A block of an unknown type stays as stored.
 */
export function translatePage<P extends TranslatablePage>(page: P, layers: readonly unknown[]): Translated<P> {
  const fallback: string[] = [];
  const untranslated: string[] = [];
  const title = translate(pageTitle, { title: page.title }, layers);
  fallback.push(...title.fallback);
  untranslated.push(...title.untranslated);
  const blocks = page.blocks.map((block, index) => {
    if (!isBlockType(block.type) || !isRecord(block.data)) return block;
    const translated = translate(
      blockFacts(block.type).schema,
      block.data,
      layers.map((layer) => (isRecord(layer) && Array.isArray(layer.blocks) ? (layer.blocks as unknown[])[index] : undefined)),
    );
    fallback.push(...translated.fallback.map((path) => `blocks.${index}.${path}`));
    untranslated.push(...translated.untranslated.map((path) => `blocks.${index}.${path}`));
    return { ...block, data: translated.data };
  });
  return { data: { ...page, title: title.data.title, blocks }, fallback, untranslated };
}

/**
 * Of a page's fallback paths (as its answer in a language names them: `title`, `blocks.0.heading`),
 * the texts: what counts as untranslated, each block's by its type.
 */
export function pageUntranslated(blocks: readonly PageBlock[], fallback: readonly string[]): string[] {
  return fallback.filter((path) => {
    const [first, index, ...rest] = path.split('.');
    if (first !== 'blocks') return untranslatedTexts(pageTitle, [path]).length > 0;
    const type = blocks[Number(index)]?.type;
    return type !== undefined && isBlockType(type) && untranslatedTexts(blockFacts(type).schema, [rest.join('.')]).length > 0;
  });
}

/**
 * How many of a document's texts (those the default language has) a translation gives, of how
 * many, for a document translated by its own merge (translateServices, translatePage): what
 * translationProgress counts for a section.
 */
export function translatedProgress<T>(
  merge: (base: T, layers: readonly unknown[]) => Translated<T>,
  base: T,
  translation: unknown,
): { translated: number; total: number } {
  const missing = merge(base, [translation]).untranslated.length;
  const total = merge(base, []).untranslated.length;
  return { translated: total - missing, total };
}

/**
 * Per section of a page read in a language (its answer's `fallback`, by section key), how many of
 * the fields that fell back count as untranslated: the page editor's counts, which the Languages
 * overview's rows of the page's sections equal.
 */
export function sectionsUntranslated(
  fallback: Partial<Record<SectionKey, readonly string[]>> = {},
): Partial<Record<SectionKey, number>> {
  return Object.fromEntries(
    Object.entries(fallback).map(([key, paths]) => [
      key,
      untranslatedTexts(getSection(key as SectionKey).schema, paths ?? []).length,
    ]),
  );
}
