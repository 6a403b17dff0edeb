// One page's editor (the layout's too): a button per section of the page, in the registry's order,
// beside a live preview of the page. The open section's unsaved draft replaces its saved document in
// the preview; a save refreshes the page's data (no reload) and closes the editor. The page answer's
// `versions` give each editor the version its save replaces. The preview follows the open section:
// it scrolls to it, marks it and keeps it in view while the admin types. A section with a draft
// shows it in the preview and a "Draft" or "Scheduled {time}" badge on its button. The SEO panel
// sets the search-engine settings of the screen's public pages. On a phone the section editor covers
// the screen and shows a preview of its own (Form / Preview), which follows the section the same way.
// On a site with several languages a switcher chooses the language edited (`?locale=`): in another
// than the default, the preview shows the page in it with that language's drafts, each section's
// button says how many of its texts are still untranslated, and a section opens its translation's editor.
// Click to edit: a section of the page picked in either preview opens its editor (after the open
// one closes, as its Cancel does) with the field under the pointer focused; the preview names each
// section with its button's words. Its address may name a field of the section it opens (`?field=`,
// a site-health finding's Fix link): the section's editor opens with it focused, as a pick does.
import {
  pageSectionKeys,
  sectionButton,
  sectionPath,
  type PageContent,
  type PageSectionKey,
  type SectionDocuments,
} from '@site/contracts';
import { lazy, Suspense, useCallback, useRef, useState, type RefObject } from 'react';
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router';
import { OPEN_SECTION_PARAM } from '../drafts/draft-location';
import { fieldToOpen } from '../site-health/field-param';
import { draftBadge } from '../drafts/draft-text';
import draftStyles from '../drafts/Drafts.module.css';
import { BrowserFrame } from '../preview/BrowserFrame';
import { FollowingPreview } from '../preview/EditorViews';
import { createLiveDraft, useLiveDraft, type LiveDraft } from '../preview/live-draft';
import { PagePreview, type AnswerPage, type PageBody, type PreviewPage } from '../preview/PagePreview';
import { PickContext, type PickRequests } from '../preview/PickRequests';
import type { FieldFocus, Picking } from '../preview/preview-picking';
import { useFollowSection } from '../preview/useFollowSection';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { LanguageSwitcher } from '../languages/LanguageSwitcher';
import { untranslatedWords } from '../languages/untranslated-words';
import type { PageEditorData } from './page-editor-loader';
import { seoPagesOf } from '../seo/seo-pages';
import { SeoPanel } from '../seo/SeoPanel';
import styles from './PageEditorScreen.module.css';

// The section editor (its form library, fields and the sections' schemas) is not needed to show the
// page and its sections' buttons: it is loaded when a section button is pointed at or focused, a
// moment before the click that opens it.
const loadSectionEditor = () => import('./SectionEditorDialog');
const warmSectionEditor = () => void loadSectionEditor().catch(() => undefined);
const SectionEditorDialog = lazy(() => loadSectionEditor().then((module) => ({ default: module.SectionEditorDialog })));
const SectionTranslationDialog = lazy(() =>
  import('../languages/SectionTranslationDialog').then((module) => ({ default: module.SectionTranslationDialog })),
);

type Values = Record<string, unknown>;

/** A section picked in the preview: the field to focus, and, while another section's editor is open, its way there. */
interface Picked<K> {
  key: K;
  focus: FieldFocus;
  leave: PickRequests['leave'];
}

/** The page with the open section's unsaved values in place of its own. */
function withDraft<C extends { sections: object }>(content: C, open: string | null, draft: Values | null): C {
  return open && draft ? { ...content, sections: { ...content.sections, [open]: draft } } : content;
}

interface LivePreviewProps<P extends PreviewPage> {
  Body: PageBody<P>;
  content: PageContent<AnswerPage<P>>;
  open: PageSectionKey<P> | null;
  live: LiveDraft<Values>;
}

/**
 * The screen's preview, which alone reads the open form's values: a keystroke draws it again and
 * keeps the section in view, and leaves the screen and the form as they are.
 */
function ScreenPreview<P extends PreviewPage>({
  Body,
  content,
  open,
  live,
  viewport,
}: LivePreviewProps<P> & { viewport: RefObject<HTMLDivElement | null> }) {
  const draft = useLiveDraft(live);
  useFollowSection(viewport, open, draft);
  return <PagePreview Body={Body} content={withDraft(content, open, draft)} marked={open} />;
}

/** The editor's own preview (a phone's Preview view), in its frame, following the section. */
function DialogPreview<P extends PreviewPage>({
  Body,
  content,
  open,
  live,
  address,
  picking,
}: LivePreviewProps<P> & { address: string; picking: Picking }) {
  const draft = useLiveDraft(live);
  return (
    <FollowingPreview address={address} section={open} revision={draft} picking={picking}>
      <PagePreview Body={Body} content={withDraft(content, open, draft)} marked={open} />
    </FollowingPreview>
  );
}

interface Props<P extends PreviewPage> {
  page: P;
  title: string;
  /** The sample address in the preview's address bar. */
  address: string;
}

export function PageEditorScreen<P extends PreviewPage>({ page, title, address }: Props<P>) {
  useDocumentTitle(title);
  // The route's loader reads this page's answer (routes.tsx).
  const { content: published, shown, Body, summaries, drafts, languages, translation } = useLoaderData<PageEditorData<P>>();
  const revalidator = useRevalidator();
  // The Drafts screen's Open names the section to open (?section=hero).
  const [search] = useSearchParams();
  const [open, setOpen] = useState<PageSectionKey<P> | null>(() => {
    const named = search.get(OPEN_SECTION_PARAM);
    return (pageSectionKeys(page) as string[]).includes(named ?? '') ? (named as PageSectionKey<P>) : null;
  });
  // The open form's values, read by the previews alone (live-draft.ts).
  const [live] = useState(() => createLiveDraft<Values>());
  // Every section of the page is in its answer (one never saved holds its default); the drafts of the
  // language edited over them (in another language, the page in it); the open form over those.
  const saved = published.sections as unknown as SectionDocuments;
  const inLanguage = translation?.content ?? published;
  const content = { ...inLanguage, sections: shown } as unknown as typeof published;
  const untranslated = (key: PageSectionKey<P>) => translation?.untranslated[key] ?? 0;
  const pageUntranslated = translation ? pageSectionKeys(page).reduce((sum, key) => sum + untranslated(key), 0) : 0;
  const badgeOf = (key: PageSectionKey<P>) => {
    const summary = summaries.get(sectionPath(key));
    return summary ? draftBadge(summary) : null;
  };
  const viewport = useRef<HTMLDivElement>(null);

  const [picked, setPicked] = useState<Picked<PageSectionKey<P>> | null>(() => {
    const field = fieldToOpen(search);
    return open && field ? { key: open, focus: { name: field, n: 0 }, leave: null } : null;
  });
  const picks = useRef(0);
  const close = useCallback(() => {
    setOpen(null);
    live.set(null);
    setPicked(null);
  }, [live, setPicked]);
  const isOwn = (key: string): key is PageSectionKey<P> => (pageSectionKeys(page) as string[]).includes(key);
  const onSaved = useCallback(async () => {
    await revalidator.revalidate();
    close();
  }, [revalidator, close]);

  const picking: Picking = {
    nameOf: (key) => (isOwn(key) ? sectionButton(key) : null),
    onPick: ({ key, fieldIn }) => {
      if (!isOwn(key)) return;
      const shown = withDraft(content, open, live.get());
      const focus = { name: fieldIn((shown.sections as Record<string, unknown>)[key]), n: (picks.current += 1) };
      const to = () => {
        live.set(null);
        setOpen(key);
      };
      setPicked({ key, focus, leave: open !== null && open !== key ? { n: focus.n, to } : null });
      if (open === null) setOpen(key);
    },
  };
  const requests: PickRequests = {
    focus: picked && picked.key === open ? picked.focus : null,
    leave: picked && picked.key !== open ? picked.leave : null,
  };
  // What a section's editor gets in either language: its draft, the page's callbacks, the preview.
  const dialogProps = (key: PageSectionKey<P>) => ({
    draft: drafts[key] ?? null,
    scheduled: summaries.get(sectionPath(key))?.publish_at ? badgeOf(key) : null,
    onDraftsChanged: () => void revalidator.revalidate(),
    onDraft: live.set,
    onClose: close,
    onSaved: () => void onSaved(),
    onChanged: () => void revalidator.revalidate(),
    preview: <DialogPreview Body={Body} content={content} open={key} live={live} address={address} picking={picking} />,
  });

  return (
    <div className={styles.screen}>
      {/* Across the screen: in the section column a title of three words would wrap onto three lines. */}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.side}>
        <LanguageSwitcher languages={languages} />
        {translation && (
          <p className={styles.hint} role="status">
            {untranslatedWords(pageUntranslated, `on this page in ${translation.language.name}`)}
          </p>
        )}
        {page === 'layout' && (
          <p className={styles.hint}>
            Layouts: the navbar and the footer on every page. Their menus are edited here: the navbar's items and dropdowns in
            Edit Navbar, the footer's link columns in Edit Footer.
          </p>
        )}
        <p className={styles.hint}>Open a section to edit it; the preview shows your changes as you type.</p>
        <ul className={styles.buttons} aria-label="Sections">
          {pageSectionKeys(page).map((key) => {
            const badge = badgeOf(key);
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`${buttons.button} ${styles.sectionButton}`}
                  onPointerEnter={warmSectionEditor}
                  onFocus={warmSectionEditor}
                  onClick={() => {
                    setPicked(null);
                    setOpen(key);
                  }}
                >
                  {sectionButton(key)}
                  {badge && <span className={draftStyles.badge}>{badge}</span>}
                  {translation && untranslated(key) > 0 && (
                    <span className={draftStyles.badge} title={untranslatedWords(untranslated(key))}>
                      {untranslated(key)} to translate
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <SeoPanel
          pages={seoPagesOf(page)}
          content={translation ? translation.content : published}
          inLanguage={translation && { language: translation.language, languages }}
          onSaved={() => void revalidator.revalidate()}
        />
      </div>
      <BrowserFrame address={address} viewportRef={viewport} picking={picking}>
        <ScreenPreview Body={Body} content={content} open={open} live={live} viewport={viewport} />
      </BrowserFrame>
      {open && (
        <PickContext.Provider value={requests}>
          <Suspense
            fallback={
              <p role="status" className={styles.opening}>
                Opening the section editor…
              </p>
            }
          >
            {translation ? (
              <SectionTranslationDialog
                key={`${open}@${translation.language.code}`}
                sectionKey={open}
                language={translation.language}
                languages={languages}
                base={saved[open]}
                {...dialogProps(open)}
              />
            ) : (
              <SectionEditorDialog
                key={open}
                sectionKey={open}
                initial={saved[open]}
                etag={published.versions[open] ?? null}
                {...dialogProps(open)}
              />
            )}
          </Suspense>
        </PickContext.Provider>
      )}
    </div>
  );
}
