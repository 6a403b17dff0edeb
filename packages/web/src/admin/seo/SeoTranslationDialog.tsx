// The SEO panel's dialog in a language other than the default: the page's title, description and
// share image in that language, each with the default language's text beside it (an empty field
// falls back to it), how many texts are still untranslated, and Copy from another language to start
// from. Noindex and "the whole title" are every language's: shown as the default language has them,
// read-only. The previews show the page in the language, fallbacks applied. A save is live (the
// settings have no drafts) and names the version it replaces; History is the language's.
import {
  defaultLanguage,
  fallbackChain,
  isDefaultLanguage,
  localisedPath,
  SEO_DEFAULTS,
  SEO_IMAGE_CATEGORY,
  TITLE_HINT,
  type Language,
  type PageSeo,
  type SiteContent,
} from '@site/contracts';
import { Fragment, useEffect, useId, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { messageOf } from '../../shared/error-message';
import { documentTitle, withPageSeo } from '../../site/meta';
import { fetchPageSeo, fetchPageSeoIn, savePageSeoIn } from '../api/seo';
import { withLocale } from '../api/locale';
import {
  formValuesOf,
  isUntranslated,
  translationBody,
  type TranslatableField,
  type Values,
} from '../languages/translation-form';
import { TranslationField } from '../languages/TranslationField';
import { TranslationTools } from '../languages/TranslationTools';
import { useValuesForm } from '../languages/values-form';
import translation from '../languages/Translation.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { UndoButtons } from '../undo/UndoButtons';
import { useFormUndo } from '../undo/useFormUndo';
import { automaticMeta, type SeoPage } from './automatic-meta';
import { LengthHint } from './LengthHint';
import { SeoPreviews } from './Previews';
import { seoOf, seoShownIn, seoTranslationFields, seoUntranslated } from './seo-translation';
import { SeoDialogFooter, SeoHistory, SeoPagePicker } from './SeoDialogParts';
import styles from './Seo.module.css';
import { useSeoSaving } from './useSeoSaving';

const siteUrl = (path: string) => new URL(path, window.location.origin).href;

export interface SeoTranslationDialogProps {
  pages: readonly SeoPage[];
  /** The page answer in the language: what the automatic title and description are taken from. */
  content: SiteContent;
  /** The page whose settings open first (the overview names it), else the first. */
  initialKey?: string | null | undefined;
  language: Language;
  languages: readonly Language[];
  onClose: () => void;
  onSaved: () => void;
}

/** What the form opened on, for which page. */
interface Opened {
  key: string;
  /** The default language's settings: the text beside each field, and noindex. */
  base: PageSeo;
  fields: TranslatableField[];
  /** The settings in the next language of the fallback chain: what an empty field shows. */
  fallsBackTo: PageSeo;
  etag: string | null;
}

/** The settings in `code` with its fallbacks applied; the default language's as they are. */
const readIn = async (key: string, code: string, languages: readonly Language[]): Promise<PageSeo> =>
  isDefaultLanguage(languages, code) ? (await fetchPageSeo(key)).data : seoOf((await fetchPageSeoIn(key, code)).data);

export function SeoTranslationDialog({
  pages,
  content,
  initialKey,
  language,
  languages,
  onClose,
  onSaved,
}: SeoTranslationDialogProps) {
  const id = useId();
  const from = defaultLanguage(languages);
  const [key, setKey] = useState(() => pages.find((p) => p.key === initialKey)?.key ?? pages[0]?.key ?? '');
  const page = pages.find((p) => p.key === key) ?? pages[0]!;
  const [opened, setOpened] = useState<Opened | null>(null);
  const { saving, failure, setFailure, saveWith } = useSeoSaving();
  const [history, setHistory] = useState(false);
  const { ask, confirmDialog } = useConfirm();
  const form = useValuesForm({});
  const values = useWatch({ control: form.control }) as Values;
  const undo = useFormUndo(form);
  const stored = opened?.key === page.key ? opened : null;

  useEffect(() => {
    let current = true;
    const next = fallbackChain(languages, language.code)[1] ?? from.code;
    Promise.all([fetchPageSeoIn(page.key, language.code), fetchPageSeo(page.key), readIn(page.key, next, languages)]).then(
      ([read, base, fallsBackTo]) => {
        if (!current) return;
        const fields = seoTranslationFields(base.data);
        form.reset(formValuesOf(fields, read.data, read.data.fallback));
        setOpened({ key: page.key, base: base.data, fields, fallsBackTo, etag: read.etag });
        setFailure(null);
      },
      (error: unknown) => current && setFailure(messageOf(error, 'The settings could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, [page.key, language.code, languages, from.code, form, setFailure]);

  const fields = stored?.fields ?? [];
  const seo = stored ? seoShownIn(stored.fallsBackTo, fields, values) : SEO_DEFAULTS;
  const automatic = automaticMeta(page, content);
  const shown = withPageSeo(automatic, { ...content.site, seo: { [page.key]: seo } }, page.key);
  const preview = {
    url: siteUrl(localisedPath(page.path, language.code, languages)),
    documentTitle: documentTitle(shown, content.site.settings),
    title: shown.title,
    description: shown.description,
    image: shown.image,
  };
  const { untranslated, total } = stored ? seoUntranslated(stored.base, fields, values) : { untranslated: 0, total: 0 };

  const save = () =>
    stored &&
    saveWith(async () => {
      const saved = await savePageSeoIn(page.key, language.code, translationBody(fields, form.getValues()), stored.etag);
      form.reset(formValuesOf(fields, saved.data));
      setOpened({ ...stored, etag: saved.etag });
      toast.success(`Search-engine settings saved in ${language.name}`);
      onSaved();
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Search engines and sharing in ${language.name}`}
      description={`Empty fields show the ${from.name} text beside them, or the page's own title, description and picture.`}
      actions={<UndoButtons undo={undo} />}
      keys={undo.keys}
      footer={
        <SeoDialogFooter
          ready={Boolean(stored)}
          saving={saving}
          onClose={onClose}
          onHistory={() => setHistory(true)}
          onSave={() => void save()}
        />
      }
    >
      <SeoPagePicker
        id={id}
        pages={pages}
        value={page.key}
        onChange={setKey}
        addressOf={(path) => localisedPath(path, language.code, languages)}
      />
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      {stored ? (
        <>
          <p className={`${styles.status} ${styles.savedInto}`}>Saving puts these settings live at once in {language.name}.</p>
          <TranslationTools
            languages={languages}
            language={language}
            from={from}
            progress={{ translated: total - untranslated, total }}
            hasTexts={() => fields.some((field) => !isUntranslated(field, form.getValues()))}
            ask={ask}
            unsaved="Nothing is saved until you save."
            copy={async (source) => {
              form.reset(formValuesOf(fields, await readIn(page.key, source.code, languages)), { keepDefaultValues: true });
            }}
          />
          <FormProvider {...form}>
            {fields.map((field) => (
              <Fragment key={field.path}>
                <TranslationField
                  field={field}
                  language={language}
                  from={from}
                  category={SEO_IMAGE_CATEGORY}
                  uploadFailure="Failed to upload image"
                />
                {field.path === 'title' && (
                  <p className={styles.titleShown}>
                    <span className={styles.count} lang={language.code}>
                      Shown as: {preview.documentTitle}
                    </span>
                    <LengthHint id={`${id}-title-hint`} length={preview.documentTitle.length} limit={TITLE_HINT} />
                  </p>
                )}
              </Fragment>
            ))}
          </FormProvider>
          <fieldset className={styles.shared}>
            <legend className={translation.shared}>Set in {from.name} for every language:</legend>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={stored.base.title_is_complete} disabled />
              Use this title as the whole title (without the site name template)
            </label>
            <label className={styles.checkbox}>
              <input type="checkbox" checked={stored.base.noindex} disabled />
              Hide this page from search engines (noindex)
            </label>
          </fieldset>
        </>
      ) : (
        !failure && <p className={styles.status}>Loading…</p>
      )}
      <SeoPreviews {...preview} />
      {history && stored && (
        <SeoHistory
          doc={withLocale(`seo/${page.key}`, language.code)}
          label={`search-engine settings of ${localisedPath(page.path, language.code, languages)}`}
          discardsDraft={form.formState.isDirty}
          onRestored={(restored) => {
            form.reset(formValuesOf(fields, restored.data));
            setOpened({ ...stored, etag: restored.etag });
            setHistory(false);
            onSaved();
          }}
          onClose={() => setHistory(false)}
        />
      )}
      {confirmDialog}
    </Dialog>
  );
}
