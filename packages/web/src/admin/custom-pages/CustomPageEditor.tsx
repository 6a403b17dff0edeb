// /admin/pages/{slug}: one page's editor. Its own fields, its blocks (add from the picker, open,
// move, duplicate, remove), Undo and Redo over both, and a live preview of the whole page in the
// site's frame that follows every change. Changes are kept as the page's draft (usePageDrafts) until Publish stores the page
// (If-Match: a save made since by someone else is refused and named). A new slug renames the page,
// and the editor moves to its new address. On a phone the preview is below the editor's column, and
// a block's editor shows it through its Form / Preview switch. With several languages a switcher
// chooses the language edited; in one other than the default the page's translation is edited
// instead (PageInLanguage). Click to edit: a block picked in either preview opens its editor with the
// field under the pointer focused (another block's editor keeps its changes, as Done does, first).
import { blockFacts, isBlockType, type Block, type BlockType, type CustomPageContent } from '@site/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { fieldToOpen } from '../site-health/field-param';
import { useFocusFieldParam } from '../site-health/useFocusFieldParam';
import type { EditedPage } from '../api/custom-pages';
import { listImages } from '../api/images';
import { useUnsavedChangesGuard } from '../form/useUnsavedChangesGuard';
import { LanguageSwitcher } from '../languages/LanguageSwitcher';
import { CustomPageSeoPanel } from '../seo/CustomPageSeoPanel';
import { BrowserFrame } from '../preview/BrowserFrame';
import { FollowingPreview } from '../preview/EditorViews';
import { PickContext, type PickRequests } from '../preview/PickRequests';
import type { FieldFocus, Picking } from '../preview/preview-picking';
import { PreviewLayout } from '../preview/PreviewLayout';
import { useFollowSection } from '../preview/useFollowSection';
import buttons from '../ui/Button.module.css';
import { sameValues } from '../undo/undo-history';
import { useValueUndo } from '../undo/useValueUndo';
import { useDocumentTitle } from '../useDocumentTitle';
import { CustomPageBlocks } from '../../site/custom/CustomPageBlocks';
import { BlockEditorDialog } from './BlockEditorDialog';
import { BlockList } from './BlockList';
import { blockLabel, duplicateBlock, moveBlock, newBlock, removeBlock } from './page-blocks';
import { blockKey, BlockMarks } from './BlockMarks';
import { BlockPicker } from './BlockPicker';
import type { PageEditorData } from './pages-loader';
import { PageDraftControls } from './PageDraftControls';
import { PageSettings } from './PageSettings';
import { pageEditorPath } from './PagesScreen';
import { usePageDrafts } from './usePageDrafts';
import frame from '../page-editor/PageEditorScreen.module.css';
import styles from './PageEditor.module.css';

// Downloaded only in a language other than the default.
const PageInLanguage = lazy(() => import('./PageInLanguage').then((m) => ({ default: m.PageInLanguage })));

export function CustomPageEditor() {
  const data = useLoaderData<PageEditorData>();
  return data.translation ? (
    <Suspense fallback={null}>
      <PageInLanguage key={data.translation.language.code} data={data} translation={data.translation} />
    </Suspense>
  ) : (
    <PageInDefaultLanguage />
  );
}

/** A block's field by the page form's name (`blocks.2.data.title`): the block's index and the field in its editor. */
function blockFieldOf(field: string | null): { index: number; name: string } | null {
  const match = field && /^blocks\.(\d+)\.data\.(.+)$/.exec(field);
  return match ? { index: Number(match[1]), name: match[2]! } : null;
}

function PageInDefaultLanguage() {
  const { page: loaded, draft, layout, languages } = useLoaderData<PageEditorData>();
  const navigate = useNavigate();
  const [page, setPage] = useState<EditedPage>((draft?.data.document as EditedPage | undefined) ?? loaded.data);
  const [saved, setSaved] = useState({ page: loaded.data });
  // A version History shows in the preview instead of the editor's copy.
  const [shown, setShown] = useState<EditedPage | null>(null);
  // Opened at a field (`?field=`, a site-health finding's Fix link): a block's field opens its editor
  // focused there, as a pick in the preview does; a field of the page's own is focused on the screen.
  const [search] = useSearchParams();
  const [atField] = useState(() => blockFieldOf(fieldToOpen(search)));
  const [open, setOpen] = useState<number | null>(atField?.index ?? null);
  const [picked, setPicked] = useState<{ index: number; focus: FieldFocus; leave: PickRequests['leave'] } | null>(
    atField && { index: atField.index, focus: { name: atField.name, n: 0 }, leave: null },
  );
  useFocusFieldParam(undefined, atField === null);
  const picks = useRef(0);
  const [picking, setPicking] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const drafts = usePageDrafts({
    published: loaded,
    draft,
    page,
    onReplaced: setPage,
    onShow: setShown,
    onPublished: (published) => {
      setSaved({ page: published });
      setPage(published);
      if (published.slug !== saved.page.slug) void navigate(pageEditorPath(published.slug), { replace: true });
    },
  });
  useDocumentTitle(`Page: ${saved.page.title}`);
  useFollowSection(viewport, open === null ? null : blockKey(open), page.blocks[open ?? -1]?.data);
  const guard = useUnsavedChangesGuard(drafts.dirty && !drafts.busy, undefined, drafts.dropChanges);
  // A block's editor has its own Undo; what it changed is one step of the page's. A step back to
  // the page as kept undoes the automatic saves, as leaving without saving does.
  const undoTo = (values: EditedPage) => {
    setPage(values);
    if (sameValues(values, drafts.kept)) void drafts.dropChanges();
  };
  const undo = useValueUndo(page, undoTo, drafts.kept, open !== null);

  const setBlocks = (blocks: EditedPage['blocks']) => setPage((p) => ({ ...p, blocks }));
  const changeOpen = useCallback(
    (values: Record<string, unknown>) =>
      setPage((p) => ({ ...p, blocks: p.blocks.map((b, i) => (i === open ? { ...b, data: values } : b)) })),
    [open],
  );

  // A type with pictures starts with images of the library; without the library it starts without them.
  const add = async (type: BlockType) => {
    setPicking(false);
    const library = blockFacts(type).blockPictures?.length ? await listImages().catch(() => []) : [];
    setBlocks([...page.blocks, newBlock(type, library)]);
    setOpen(page.blocks.length);
  };

  // The preview draws the blocks it knows (the site skips the others, as it does here).
  const drawn = shown ?? page;
  const known = drawn.blocks.filter((b): b is Block => isBlockType(b.type));
  const preview: Pick<CustomPageContent, 'title' | 'blocks' | 'sections' | 'serviceSlugs' | 'pageLinks'> = {
    title: drawn.title,
    blocks: known,
    sections: layout.sections,
    serviceSlugs: layout.serviceSlugs,
    pageLinks: layout.pageLinks,
  };
  const openBlock = open === null ? undefined : page.blocks[open];
  // A drawn block's frame is `block-{its place among the drawn blocks}`; none while History shows a version.
  const drawnBlock = (key: string) => {
    const index = /^block-(\d+)$/.exec(key)?.[1];
    return shown === null && index !== undefined ? known[Number(index)] : undefined;
  };
  const clickToEdit: Picking = {
    nameOf: (key) => {
      const block = drawnBlock(key);
      return block ? blockLabel(block) : null;
    },
    onPick: ({ key, fieldIn }) => {
      const block = drawnBlock(key);
      const index = block ? page.blocks.indexOf(block) : -1;
      if (!block || index < 0) return;
      const focus = { index, focus: { name: fieldIn(block.data), n: (picks.current += 1) } };
      setPicked({ ...focus, leave: open !== null && open !== index ? { n: focus.focus.n, to: () => setOpen(index) } : null });
      if (open === null) setOpen(index);
    },
  };
  const requests: PickRequests = {
    focus: picked && picked.index === open ? picked.focus : null,
    leave: picked && picked.index !== open ? picked.leave : null,
  };
  // Marked by its place among the drawn blocks: an unknown one before it is not drawn.
  const markedIndex = openBlock ? known.indexOf(openBlock as Block) : null;
  const address = `https://www.brightwell.example/${page.slug}`;
  const drawnPage = (
    <BlockMarks marked={markedIndex !== null && markedIndex >= 0 ? markedIndex : null}>
      <PreviewLayout content={layout}>
        <CustomPageBlocks {...preview} />
      </PreviewLayout>
    </BlockMarks>
  );

  return (
    <div className={frame.screen}>
      <div className={`${styles.heading} ${styles.fullWidth}`}>
        <h1>Page: {saved.page.title}</h1>
        <a href={`/${saved.page.slug}`} target="_blank" rel="noreferrer">
          View /{saved.page.slug}
        </a>
      </div>
      <div className={frame.side} {...undo.keys}>
        <LanguageSwitcher languages={languages} />
        <PageSettings page={page} onChange={setPage} />
        <CustomPageSeoPanel slug={saved.page.slug} />
        <h2 className={styles.subtitle}>Blocks</h2>
        <BlockList
          blocks={page.blocks}
          onOpen={(index) => {
            setPicked(null);
            setOpen(index);
          }}
          onMove={(from, to) => setBlocks(moveBlock(page.blocks, from, to))}
          onDuplicate={(index) => setBlocks(duplicateBlock(page.blocks, index))}
          onRemove={(index) => setBlocks(removeBlock(page.blocks, index))}
        />
        <button type="button" className={buttons.button} onClick={() => setPicking(true)}>
          Add block
        </button>
        <PageDraftControls drafts={drafts} title={saved.page.title} undo={undo} />
      </div>
      <BrowserFrame address={address} viewportRef={viewport} picking={clickToEdit}>
        {drawnPage}
      </BrowserFrame>
      {picking && <BlockPicker onPick={(type) => void add(type)} onClose={() => setPicking(false)} />}
      {open !== null && openBlock && isBlockType(openBlock.type) && (
        <PickContext.Provider value={requests}>
          <BlockEditorDialog
            key={open}
            type={openBlock.type}
            name={`block ${open + 1}`}
            initial={openBlock.data as Record<string, unknown>}
            onChange={changeOpen}
            onClose={() => {
              setOpen(null);
              setPicked(null);
            }}
            preview={
              <FollowingPreview address={address} section={blockKey(open)} revision={openBlock.data} picking={clickToEdit}>
                {drawnPage}
              </FollowingPreview>
            }
          />
        </PickContext.Provider>
      )}
      {guard}
    </div>
  );
}
