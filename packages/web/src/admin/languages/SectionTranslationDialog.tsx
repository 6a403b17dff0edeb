// The editor of one section's translation into a language: the translation dialog over the section's
// own fields, read and saved at the section's address with `?locale=` (a section's translation is
// stored as the form holds it).
import { getSection, translate, type Draft, type Language, type SectionKey } from '@site/contracts';
import { useState, type ReactNode } from 'react';
import { fetchSectionIn, saveSectionTranslation } from '../api/sections';
import type { Versioned } from '../api/versioned';
import { translatableFields, type Values } from './translation-form';
import { TranslationDialog, type TranslationSubject } from './TranslationDialog';

interface Props {
  sectionKey: SectionKey;
  language: Language;
  languages: readonly Language[];
  /** The section in the default language (published, or its draft). */
  base: Values;
  /** The translation's draft, which the editor opens instead of the published translation. */
  draft: Versioned<Draft> | null;
  scheduled: string | null;
  onDraftsChanged: () => void;
  /** The section as the preview shows it in the language, as the form changes. */
  onDraft: (values: Values) => void;
  onClose: () => void;
  onSaved: () => void;
  onChanged: () => void;
  preview: ReactNode;
}

/** A section as a translation dialog's subject: its fields, its read in a language and its translation's save. */
function sectionSubject(key: SectionKey, base: Values): TranslationSubject {
  const entry = getSection(key);
  return {
    label: entry.label,
    path: entry.path,
    merge: (data, layers) => translate(entry.schema, data, layers),
    fields: translatableFields(entry.schema, base),
    read: async (code) => {
      const { data, etag } = await fetchSectionIn(key, code);
      const { fallback = [], ...document } = data;
      return { document, fallback, etag };
    },
    save: (code, stored, basedOn) => saveSectionTranslation(key, code, stored as Values, basedOn),
    toStored: (body) => body,
    fromStored: (stored) => stored as Values,
    failure: entry.editor.failure,
    category: entry.editor.category ?? 'uploads',
    uploadFailure: entry.editor.uploadFailure ?? 'Image upload failed',
  };
}

export function SectionTranslationDialog({ sectionKey, ...props }: Props) {
  // The dialog is mounted afresh for another section or language: its fields are fixed.
  const [subject] = useState(() => sectionSubject(sectionKey, props.base));
  return <TranslationDialog subject={subject} {...props} />;
}
