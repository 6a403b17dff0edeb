// The editor of one document's translation into a language: its translatable fields only (texts,
// links, images; colours, choices and videos are the same in every language and are not shown), each
// with the default language's text under it, a count of what is still untranslated, a "Needs
// translation" filter, and Copy from another language to start from. Saved through the editor's
// one save path as a document of its own (`?locale=`): its version, drafts, schedule and history
// are the language's, and a save sends only what the translation holds. What the document is (a
// section, the services list) is its TranslationSubject: how it reads, saves and lays out its values.
import {
  defaultLanguage,
  fallbackChain,
  isDefaultLanguage,
  translatedProgress,
  type Draft,
  type Language,
} from '@site/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { withLocale } from '../api/locale';
import type { Versioned } from '../api/versioned';
import { useDraftActions } from '../drafts/useDraftActions';
import { issuesOf } from '../form/server-issues';
import { DraftEditorDialog } from '../page-editor/DraftEditorDialog';
import type { VersionedDocument } from '../save/document-session';
import { useSaveDocument } from '../save/useSaveDocument';
import {
  formValuesOf,
  isUntranslated,
  needsTranslation,
  translationBody,
  type Merge,
  type TranslatableField,
  type Values,
} from './translation-form';
import { TranslationField } from './TranslationField';
import { TranslationTools } from './TranslationTools';
import { useTranslationForm } from './useTranslationForm';
import styles from './Translation.module.css';

/** A document read in a language, laid out as the form's values: fallbacks applied, and the fields that fell back. */
export interface ReadIn {
  document: Values;
  fallback: string[];
  etag: string | null;
}

/** What a translation dialog edits: one document, with its form layout and its API. */
export interface TranslationSubject {
  /** The document's name ("Hero", "Services"). */
  label: string;
  /** Its address in the drafts and history API (`home/hero`, `services`). */
  path: string;
  /**
   * The form's values (`base`) with translations in the form's layout laid over them, nearest first,
   * and the texts that fell back: what the counts and the preview are taken by.
   */
  merge: Merge;
  /** The translatable fields of the default language's document, in the form's order. */
  fields: readonly TranslatableField[];
  read(code: string): Promise<ReadIn>;
  /** Saves a translation (as the API takes it); answers it as stored, with its version. */
  save(code: string, stored: unknown, basedOn: string | null): Promise<Versioned<unknown>>;
  /** A translation as the API stores it, from the form's body; and a stored one as the form's body. */
  toStored(body: Values): unknown;
  fromStored(stored: unknown): Values;
  /** The save's failure sentence, and where an image uploaded in the form goes. */
  failure?: string | undefined;
  category: string;
  uploadFailure: string;
}

interface Props {
  subject: TranslationSubject;
  language: Language;
  languages: readonly Language[];
  /** The document in the default language (published, or its draft), as the form lays it out. */
  base: Values;
  /** The translation's draft, which the editor opens instead of the published translation. */
  draft: Versioned<Draft> | null;
  scheduled: string | null;
  onDraftsChanged: () => void;
  /** The document as the preview shows it in the language, as the form changes. */
  onDraft: (values: Values) => void;
  onClose: () => void;
  onSaved: () => void;
  onChanged: () => void;
  preview: ReactNode;
}

interface Opened {
  /** The form's values: the translation as stored (or its draft). */
  values: Values;
  etag: string | null;
  /** The document in the next language of the fallback chain: what an empty field shows. */
  fallsBackTo: Values;
}

/** Reads what the form opens on: the translation, and the text its empty fields fall back to. */
export function TranslationDialog(props: Props) {
  const { subject, language, languages, base, draft, onClose } = props;
  const [opened, setOpened] = useState<Opened | null>(null);
  useEffect(() => {
    let current = true;
    const fields = subject.fields;
    const next = fallbackChain(languages, language.code)[1];
    Promise.all([
      subject.read(language.code),
      next && !isDefaultLanguage(languages, next) ? subject.read(next).then((read) => read.document) : base,
    ]).then(
      ([read, fallsBackTo]) => {
        if (!current) return;
        const values = draft
          ? formValuesOf(fields, subject.fromStored(draft.data.document))
          : formValuesOf(fields, read.document, read.fallback);
        setOpened({ values, etag: read.etag, fallsBackTo });
      },
      (error: unknown) => {
        if (!current) return;
        toast.error(`${subject.label} could not be opened in ${language.name}.`, {
          description: messageOf(error),
        });
        onClose();
      },
    );
    return () => {
      current = false;
    };
    // Opened once: the dialog is mounted afresh for another document or language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!opened) return <p role="status">Opening the {subject.label} editor…</p>;
  return <TranslationForm {...props} opened={opened} />;
}

function TranslationForm(props: Props & { opened: Opened }) {
  const { subject, language, languages, base, draft, scheduled, opened } = props;
  const { onDraft, onClose, onSaved, onChanged, onDraftsChanged, preview } = props;
  const { merge, fields } = subject;
  const formId = useId();
  const from = defaultLanguage(languages);
  const form = useTranslationForm(merge, fields, opened.values, opened.fallsBackTo, onDraft);
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as Values;
  const [needsOnly, setNeedsOnly] = useState(false);
  const label = `${subject.label} (${language.name})`;

  const shownIn = (data: Values) => merge(opened.fallsBackTo, [translationBody(fields, data)]).data;

  const progress = translatedProgress(merge, base, translationBody(fields, values));

  const document: VersionedDocument<Values, Values> = {
    send: async (data, basedOn) => {
      const saved = await subject.save(language.code, subject.toStored(translationBody(fields, data)), basedOn);
      return { data: formValuesOf(fields, subject.fromStored(saved.data)), etag: saved.etag };
    },
    load: async () => {
      const read = await subject.read(language.code);
      return { data: formValuesOf(fields, read.document, read.fallback), etag: read.etag };
    },
  };
  const saving = useSaveDocument<Values, Values>({
    document,
    version: opened.etag,
    subject: 'section',
    name: label,
    messages: {
      success: `${subject.label} saved in ${language.name}`,
      failure: subject.failure,
      fallback: 'The translation could not be saved.',
    },
    onSaved,
    onReplaced: (data) => {
      form.reset(data);
      onChanged();
    },
    onRefused: (error) => {
      for (const issue of issuesOf(error.body)) if (issue.name) form.setError(issue.name, { message: issue.message });
    },
    draft: {
      target: { path: subject.path, body: (data) => subject.toStored(translationBody(fields, data)), locale: language.code },
      opened: draft,
    },
    history: {
      doc: withLocale(subject.path, language.code),
      label,
      discardsDraft: isDirty,
      onShow: (data) => onDraft(data ? merge(opened.fallsBackTo, [subject.fromStored(data)]).data : shownIn(form.getValues())),
    },
  });

  const actions = useDraftActions({ form, saving, onClose, onDraftsChanged });
  const { autosaveChanged, cancelAutosave, ask } = actions;

  const submit = form.handleSubmit(async (data) => {
    cancelAutosave();
    await saving.save(data);
  });

  const copy = async (source: Language) => {
    const read = isDefaultLanguage(languages, source.code) ? base : (await subject.read(source.code)).document;
    form.reset(formValuesOf(fields, read), { keepDefaultValues: true });
    autosaveChanged(form.getValues());
  };

  const shown = needsOnly ? fields.filter((field) => needsTranslation(field, values, base)) : fields;
  const title = `Edit ${subject.label} in ${language.name}`;
  return (
    <DraftEditorDialog title={title} what={label} formId={formId} actions={actions} scheduled={scheduled} preview={preview}>
      {fields.length === 0 ? (
        <p className={styles.shared}>
          Nothing in {subject.label} is translated: its colours, choices and videos are the same in every language. Edit them in{' '}
          {from.name}.
        </p>
      ) : (
        <>
          <TranslationTools
            languages={languages}
            language={language}
            from={from}
            progress={progress}
            filter={{ checked: needsOnly, onChange: setNeedsOnly }}
            hasTexts={() => fields.some((field) => !isUntranslated(field, form.getValues()))}
            ask={ask}
            unsaved="Nothing is saved until you publish or save a draft."
            copy={copy}
          />
          <p className={styles.shared}>
            An empty field shows the {from.name} text under it. Colours, choices and videos are the same in every language: edit
            them in {from.name}.
          </p>
          <FormProvider {...form}>
            <form id={formId} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
              {shown.map((field) => (
                <TranslationField
                  key={field.path}
                  field={field}
                  language={language}
                  from={from}
                  category={subject.category}
                  uploadFailure={subject.uploadFailure}
                />
              ))}
              {shown.length === 0 && <p className={styles.shared}>Nothing here needs translating.</p>}
            </form>
          </FormProvider>
        </>
      )}
    </DraftEditorDialog>
  );
}
