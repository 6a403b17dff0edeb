// An editor-built page as a translation dialog's subject. The form's values are laid out as the
// page's translation is stored: `title`, and `blocks.{i}` the data of the block at that position
// (`blocks.0.title`); each block's fields are its type's translatable fields, named after the block
// ("Block 1 (Hero) · Title"). A block of a type with nothing to translate, or unknown, has none.
import { blockFacts, isBlockType, translatePage, type StoredBlock } from '@site/contracts';
import { fetchCustomPageIn, saveCustomPageTranslation, type EditedPage } from '../api/custom-pages';
import { translatableFields, type Merge, type TranslatableField, type Values } from '../languages/translation-form';
import type { ReadIn, TranslationSubject } from '../languages/TranslationDialog';
import { pageDocumentPath } from './usePageDrafts';

/** The page as the form lays it out: its title and each block's data by position. */
export const pageValues = (page: Pick<EditedPage, 'title' | 'blocks'>): Values => ({
  title: page.title,
  blocks: page.blocks.map((block) => block.data ?? {}),
});

/** The fields a language may translate: the title, then each block's, in the page's order. */
export function pageFields(page: Pick<EditedPage, 'title' | 'blocks'>): TranslatableField[] {
  const title: TranslatableField = { path: 'title', label: 'Title', kind: 'text', base: page.title };
  return [
    title,
    ...page.blocks.flatMap((block, index) => {
      if (!isBlockType(block.type)) return [];
      const facts = blockFacts(block.type);
      return translatableFields(facts.schema, block.data).map((field) => ({
        ...field,
        path: `blocks.${index}.${field.path}`,
        label: `Block ${index + 1} (${facts.label}) · ${field.label}`,
      }));
    }),
  ];
}

/** The page's own merge (each block by its type), on the form's layout. */
export function pageMerge(blocks: readonly StoredBlock[]): Merge {
  return (base, layers) => {
    const data = Array.isArray(base.blocks) ? (base.blocks as unknown[]) : [];
    const page = {
      title: typeof base.title === 'string' ? base.title : '',
      blocks: blocks.map((block, i) => ({ ...block, data: data[i] })),
    };
    const { data: translated, ...fellBack } = translatePage(page, layers);
    return { data: pageValues(translated), ...fellBack };
  };
}

async function readPageIn(slug: string, code: string): Promise<ReadIn> {
  const { data, etag } = await fetchCustomPageIn(slug, code);
  return { document: pageValues(data), fallback: data.fallback ?? [], etag };
}

/** The page at `slug` (the default language's) as the subject of its translation dialog. */
export function pageSubject(slug: string, page: Pick<EditedPage, 'title' | 'blocks'>): TranslationSubject {
  return {
    label: `Page "${page.title}"`,
    path: pageDocumentPath(slug),
    merge: pageMerge(page.blocks),
    fields: pageFields(page),
    read: (code) => readPageIn(slug, code),
    save: (code, stored, basedOn) => saveCustomPageTranslation(slug, code, stored, basedOn),
    toStored: (body) => body,
    fromStored: (stored) => (typeof stored === 'object' && stored !== null ? (stored as Values) : {}),
    failure: 'The page could not be saved.',
    category: 'uploads',
    uploadFailure: 'Image upload failed',
  };
}
