// A page's draft in its editor, as the section editors keep theirs: the editor opens on the draft
// when there is one, saves it quietly a few seconds after each change (or by hand), schedules it or
// publishes it through the page's one save path (useSaveDocument: If-Match, the conflict dialog,
// History). Publishing a draft that gives the page a new slug renames it.
import type { Draft } from '@site/contracts';
import { useEffect, useState } from 'react';
import { fetchCustomPage, saveCustomPage, type EditedPage } from '../api/custom-pages';
import type { Versioned } from '../api/versioned';
import { useAutosave } from '../drafts/useAutosave';
import { useSaveDocument } from '../save/useSaveDocument';

/** The draft's address under /drafts and its page's under /history. */
export const pageDocumentPath = (slug: string) => `custom-pages/${slug}`;

/** What the editor's Publish toasts say. */
const PAGE_PUBLISHED = 'Page published.';

interface Options {
  /** The published page and its version, as loaded. */
  published: Versioned<EditedPage>;
  /** The page's draft, as loaded (null: none). */
  draft: Versioned<Draft> | null;
  /** The editor's copy of the page. */
  page: EditedPage;
  /** The page the server holds now (published, restored, reloaded) replaces the editor's copy. */
  onReplaced: (page: EditedPage) => void;
  /** A publish went through: the page as published. */
  onPublished: (page: EditedPage) => void;
  /** Shows an old version in the live preview (null: the editor's copy again). */
  onShow: (page: EditedPage | null) => void;
}

export function usePageDrafts({ published, draft, page, onReplaced, onPublished, onShow }: Options) {
  const slug = published.data.slug;
  const opened = (draft?.data.document as EditedPage | undefined) ?? published.data;
  /** What the server keeps of the admin's work (the draft saved by hand, or the published page): what "unsaved" is measured from. */
  const [kept, setKept] = useState(opened);
  const [publishAt, setPublishAt] = useState(draft?.data.publish_at ?? null);
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(page) !== JSON.stringify(kept);

  const replaced = (data: EditedPage) => {
    setKept(data);
    onReplaced(data);
  };

  const saving = useSaveDocument<EditedPage, EditedPage>({
    document: { send: (values, basedOn) => saveCustomPage(slug, values, basedOn), load: () => fetchCustomPage(slug) },
    version: published.etag,
    subject: 'page',
    name: `the page "${published.data.title}"`,
    messages: { success: PAGE_PUBLISHED, fallback: 'The page could not be published.' },
    onSaved: (saved) => {
      setKept(saved.data);
      setPublishAt(null);
      onPublished(saved.data);
    },
    onReplaced: replaced,
    draft: { target: { path: pageDocumentPath(slug), body: (values) => values }, opened: draft },
    history: {
      doc: pageDocumentPath(slug),
      label: published.data.title,
      discardsDraft: dirty,
      onShow: (data) => onShow(data as EditedPage | null),
    },
  });

  // The admin's own changes (not a page the server replaced the copy with) save the draft after a pause.
  const { changed, cancel } = useAutosave<EditedPage>((values) => saving.autosave(values));
  useEffect(() => {
    if (dirty) changed(page);
  }, [page, dirty, changed]);

  /** Runs one of the buttons' steps, the automatic save waiting meanwhile. */
  const step = async <R>(run: () => Promise<R>): Promise<R> => {
    cancel();
    setBusy(true);
    try {
      return await run();
    } finally {
      setBusy(false);
    }
  };

  return {
    dirty,
    /** The page as the server keeps it for the admin: what the editor's Undo starts from. */
    kept,
    busy,
    hasDraft: saving.hasDraft,
    publishAt: saving.hasDraft ? publishAt : null,
    autosaveStatus: saving.autosaveStatus,
    dialogs: saving.dialogs,
    presence: saving.presence,
    openHistory: saving.openHistory,
    publish: () => step(() => saving.save(page)),
    saveDraft: () =>
      step(async () => {
        if (await saving.saveDraft(page)) setKept(page);
      }),
    schedule: (at: string, when: string) =>
      step(async () => {
        const done = await saving.schedule(page, at, when);
        if (done) {
          setKept(page);
          setPublishAt(at);
        }
        return done;
      }),
    discardDraft: () =>
      step(async () => {
        await saving.discardDraft();
        setPublishAt(null);
      }),
    /** Leaving with unsaved changes: what automatic saves wrote is undone. */
    dropChanges: () => {
      cancel();
      return saving.dropChanges();
    },
  };
}

export type PageDrafts = ReturnType<typeof usePageDrafts>;
