// The SEO panel's dialog: the search-engine settings of a screen's page (the about screen's five
// pages, one at a time; a page built in the editor by its slug) with a search-result and a share-card preview of what they
// give, from the page's automatic values and the site settings, as the server will write them;
// History lists the page's saved settings and restores one.
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { SEO_DEFAULTS, type PageSeo, type SiteContent } from '@site/contracts';
import { messageOf } from '../../shared/error-message';
import { documentTitle, withPageSeo } from '../../site/meta';
import { fetchPageSeo, savePageSeo, type SeoSavedInto } from '../api/seo';
import type { Versioned } from '../api/versioned';
import { Dialog } from '../ui/Dialog';
import { UndoButtons } from '../undo/UndoButtons';
import { useValueUndo } from '../undo/useValueUndo';
import { automaticMeta, type SeoPage } from './automatic-meta';
import { SeoPreviews } from './Previews';
import { SeoFields } from './SeoFields';
import { SeoDialogFooter, SeoHistory, SeoPagePicker } from './SeoDialogParts';
import styles from './Seo.module.css';
import { useSeoSaving } from './useSeoSaving';

/** The address the previews show: the site this editor runs on. */
const siteUrl = (path: string) => new URL(path, window.location.origin).href;

/** Where a save goes, said before it (`saved` false) and after it. */
function whereSaved(into: SeoSavedInto, saved: boolean): string {
  if (into === 'draft') {
    return saved
      ? 'Saved into the draft — visitors see it when you publish.'
      : 'This page has a draft: saving puts these settings into it, and visitors see them when you publish.';
  }
  return saved ? 'Live now.' : 'Saving puts these settings live at once.';
}

export interface SeoDialogProps {
  pages: readonly SeoPage[];
  /** The answer the screen's pages are drawn from (a page built in the editor: its own). */
  content: SiteContent;
  /** The page whose settings open first (the screen's address may name it), else the first. */
  initialKey?: string | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

export function SeoDialog({ pages, content, initialKey, onClose, onSaved }: SeoDialogProps) {
  const id = useId();
  const [key, setKey] = useState(() => pages.find((p) => p.key === initialKey)?.key ?? pages[0]?.key ?? '');
  const page = pages.find((p) => p.key === key) ?? pages[0]!;
  // What was read, for which page: a read of another page than the one shown counts as loading.
  const [loaded, setLoaded] = useState<{ key: string; read: Versioned<PageSeo> } | null>(null);
  const [value, setValue] = useState<PageSeo>(SEO_DEFAULTS);
  const { saving, failure, setFailure, saveWith } = useSeoSaving();
  const [history, setHistory] = useState(false);
  // Where the page's settings are saved, and whether this dialog has saved them yet.
  const [target, setTarget] = useState<{ key: string; into: SeoSavedInto; saved: boolean } | null>(null);
  const stored = loaded?.key === page.key ? loaded.read : null;
  // The settings as read, saved or restored are where Undo starts from.
  const undo = useValueUndo(value, setValue, stored?.data ?? SEO_DEFAULTS);

  useEffect(() => {
    let current = true;
    fetchPageSeo(page.key).then(
      (read) => {
        if (!current) return;
        setLoaded({ key: page.key, read });
        setTarget({ key: page.key, into: read.savedInto, saved: false });
        setValue(read.data);
        setFailure(null);
      },
      (error: unknown) => current && setFailure(messageOf(error, 'The settings could not be loaded.')),
    );
    return () => {
      current = false;
    };
  }, [page.key, setFailure]);

  const automatic = automaticMeta(page, content);
  const shown = withPageSeo(automatic, { ...content.site, seo: { [page.key]: value } }, page.key);
  const preview = {
    url: siteUrl(page.path),
    documentTitle: documentTitle(shown, content.site.settings),
    title: shown.title,
    description: shown.description,
    image: shown.image,
  };

  const save = () =>
    stored &&
    saveWith(async () => {
      const saved = await savePageSeo(page.key, value, stored.etag);
      setLoaded({ key: page.key, read: saved });
      setTarget({ key: page.key, into: saved.savedInto, saved: true });
      setValue(saved.data);
      toast.success(saved.savedInto === 'draft' ? 'Search-engine settings saved into the draft' : 'Search-engine settings saved');
      onSaved();
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Search engines and sharing"
      description="Empty fields use the page's own title, description and picture."
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
      <SeoPagePicker id={id} pages={pages} value={page.key} onChange={setKey} />
      {failure && (
        <p className={styles.formError} role="alert">
          {failure}
        </p>
      )}
      {stored && target?.key === page.key && (
        <p className={`${styles.status} ${styles.savedInto}`} role="status">
          {whereSaved(target.into, target.saved)}
        </p>
      )}
      {stored ? (
        <SeoFields
          value={value}
          onChange={setValue}
          automatic={{ title: automatic.title, description: automatic.description }}
          shown={{ title: preview.documentTitle, description: preview.description.length }}
        />
      ) : (
        !failure && <p className={styles.status}>Loading…</p>
      )}
      <SeoPreviews {...preview} />
      {history && stored && (
        <SeoHistory
          doc={`seo/${page.key}`}
          label={`search-engine settings of ${page.path}`}
          discardsDraft={JSON.stringify(value) !== JSON.stringify(stored.data)}
          onRestored={(restored) => {
            const data = restored.data as PageSeo;
            setLoaded({ key: page.key, read: { data, etag: restored.etag } });
            setValue(data);
            setHistory(false);
            onSaved();
          }}
          onClose={() => setHistory(false)}
        />
      )}
    </Dialog>
  );
}
