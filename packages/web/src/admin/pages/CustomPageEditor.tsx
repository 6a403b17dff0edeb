// /admin/pages/{slug}: one page's editor. Its own fields, its blocks (add from the picker, open,
// move, duplicate, remove) and a live preview of the whole page in the site's frame that follows
// every change; Save stores the page (If-Match: a save made since by someone else is refused and
// named). A new slug renames the page, and the editor moves to its new address.
import { isBlockType, type Block, type BlockType, type CustomPageContent } from '@site/contracts';
import { useCallback, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { saveCustomPage, type EditedPage } from '../api/custom-pages';
import { ConflictError, refusalMessage } from '../api/errors';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { HistoryDialog } from '../history/HistoryDialog';
import { BrowserFrame } from '../preview/BrowserFrame';
import { PreviewLayout } from '../preview/PreviewLayout';
import { useFollowSection } from '../preview/useFollowSection';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { CustomPageBlocks } from '../../site/custom/CustomPageBlocks';
import { BlockEditorDialog } from './BlockEditorDialog';
import { BlockList } from './BlockList';
import { blockKey, BlockMarks } from './BlockMarks';
import { BlockPicker } from './BlockPicker';
import { duplicateBlock, moveBlock, newBlock, removeBlock } from './page-blocks';
import type { PageEditorData } from './pages-loader';
import { PageSettings } from './PageSettings';
import { pageEditorPath } from './PagesScreen';
import frame from '../editors/PageEditorScreen.module.css';
import styles from './PageEditor.module.css';

export function CustomPageEditor() {
  const { page: loaded, layout } = useLoaderData<PageEditorData>();
  const navigate = useNavigate();
  const endSession = useEndSessionOnUnauthorized();
  const [page, setPage] = useState<EditedPage>(loaded.data);
  const [saved, setSaved] = useState({ page: loaded.data, etag: loaded.etag });
  const [open, setOpen] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [history, setHistory] = useState(false);
  const [saving, setSaving] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  useDocumentTitle(`Page: ${saved.page.title}`);
  useFollowSection(viewport, open === null ? null : blockKey(open), page.blocks[open ?? -1]?.data);
  const dirty = JSON.stringify(page) !== JSON.stringify(saved.page);
  const guard = useUnsavedChangesGuard(dirty && !saving);

  const setBlocks = (blocks: EditedPage['blocks']) => setPage((p) => ({ ...p, blocks }));
  const changeOpen = useCallback(
    (values: Record<string, unknown>) =>
      setPage((p) => ({ ...p, blocks: p.blocks.map((b, i) => (i === open ? { ...b, data: values } : b)) })),
    [open],
  );

  const add = (type: BlockType) => {
    setPicking(false);
    setBlocks([...page.blocks, newBlock(type)]);
    setOpen(page.blocks.length);
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveCustomPage(saved.page.slug, page, saved.etag);
      setSaved({ page: result.data, etag: result.etag });
      setPage(result.data);
      toast.success('Page saved.');
      if (result.data.slug !== saved.page.slug) void navigate(pageEditorPath(result.data.slug), { replace: true });
    } catch (error) {
      if (endSession(error)) return;
      const fallback =
        error instanceof ConflictError ? 'Someone else saved this page since you opened it.' : 'The page could not be saved.';
      toast.error(refusalMessage(error, fallback));
    } finally {
      setSaving(false);
    }
  };

  // The preview draws the blocks it knows (the site skips the others, as it does here).
  const known = page.blocks.filter((b): b is Block => isBlockType(b.type));
  const preview: Pick<CustomPageContent, 'title' | 'blocks' | 'sections' | 'serviceSlugs' | 'pageLinks'> = {
    title: page.title,
    blocks: known,
    sections: layout.sections,
    serviceSlugs: layout.serviceSlugs,
    pageLinks: layout.pageLinks,
  };
  const openBlock = open === null ? undefined : page.blocks[open];
  // Marked by its place among the drawn blocks: an unknown one before it is not drawn.
  const markedIndex = openBlock ? known.indexOf(openBlock as Block) : null;

  return (
    <div className={frame.screen}>
      <div className={`${styles.heading} ${styles.fullWidth}`}>
        <h1>Page: {saved.page.title}</h1>
        <a href={`/${saved.page.slug}`} target="_blank" rel="noreferrer">
          View /{saved.page.slug}
        </a>
      </div>
      <div className={frame.side}>
        <PageSettings page={page} onChange={setPage} />
        <h2 className={styles.subtitle}>Blocks</h2>
        <BlockList
          blocks={page.blocks}
          onOpen={setOpen}
          onMove={(from, to) => setBlocks(moveBlock(page.blocks, from, to))}
          onDuplicate={(index) => setBlocks(duplicateBlock(page.blocks, index))}
          onRemove={(index) => setBlocks(removeBlock(page.blocks, index))}
        />
        <button type="button" className={buttons.button} onClick={() => setPicking(true)}>
          Add block
        </button>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={saving || !dirty}
            onClick={() => void save()}
          >
            Save page
          </button>
          <button type="button" className={buttons.button} onClick={() => setHistory(true)}>
            History
          </button>
          {dirty && <span className={frame.hint}>Unsaved changes</span>}
        </div>
      </div>
      <BrowserFrame address={`https://www.brightwell.example/${page.slug}`} viewportRef={viewport}>
        <BlockMarks marked={markedIndex !== null && markedIndex >= 0 ? markedIndex : null}>
          <PreviewLayout content={layout}>
            <CustomPageBlocks {...preview} />
          </PreviewLayout>
        </BlockMarks>
      </BrowserFrame>
      {picking && <BlockPicker onPick={add} onClose={() => setPicking(false)} />}
      {open !== null && openBlock && isBlockType(openBlock.type) && (
        <BlockEditorDialog
          key={open}
          type={openBlock.type}
          name={`block ${open + 1}`}
          initial={openBlock.data as Record<string, unknown>}
          onChange={changeOpen}
          onClose={() => setOpen(null)}
        />
      )}
      {history && (
        <HistoryDialog
          doc={`custom-pages/${saved.page.slug}`}
          label={saved.page.title}
          discardsDraft={dirty}
          onRestored={(restored) => {
            const data = restored.data as EditedPage;
            setSaved({ page: data, etag: restored.etag });
            setPage(data);
          }}
          onClose={() => setHistory(false)}
        />
      )}
      {guard}
    </div>
  );
}
