// /admin/pages: the pages the editors built from the section library. Create one (a title and its
// address), open it in the page editor, duplicate it (a copy without navbar or footer links), or
// delete it after a confirm that names the links it takes off the navbar and footer. A page never
// published (a new one is only a draft until its first Publish) says so under its title.
import type { CustomPageSummary } from '@site/contracts';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import { createCustomPage, deleteCustomPage, fetchCustomPage } from '../api/custom-pages';
import { refusalMessage } from '../api/errors';
import { ADMIN_PATHS } from '../admin-paths';
import { useEndSessionOnUnauthorized } from '../auth/useEndSession';
import buttons from '../ui/Button.module.css';
import { useConfirm } from '../ui/ConfirmDialog';
import screen from '../ui/Screen.module.css';
import table from '../ui/Table.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { NewPageDialog } from './NewPageDialog';
import { copySlug, deleteDetail } from './page-blocks';
import styles from './PageEditor.module.css';
import { useRefusal } from '../auth/permissions';

export const pageEditorPath = (slug: string) => `${ADMIN_PATHS.pages}/${slug}`;

/** A page visitors cannot see yet: its address answers Not Found until the first Publish. */
export const NOT_PUBLISHED_YET = 'Draft — not published yet';

function shownIn(page: CustomPageSummary): string {
  const places = [page.in_navbar && 'Navbar', page.in_footer && 'Footer'].filter(Boolean);
  return places.length ? places.join(', ') : '—';
}

export function PagesScreen() {
  useDocumentTitle('Pages');
  const deleting = useRefusal('delete_published');
  const pages = useLoaderData<CustomPageSummary[]>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const endSession = useEndSessionOnUnauthorized();
  const { ask, confirmDialog } = useConfirm();
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (slug: string, action: () => Promise<void>, failure: string) => {
    setBusy(slug);
    try {
      await action();
    } catch (error) {
      if (endSession(error)) return;
      toast.error(refusalMessage(error, failure));
    } finally {
      setBusy(null);
      await revalidator.revalidate();
    }
  };

  const duplicate = (page: CustomPageSummary) =>
    run(
      page.slug,
      async () => {
        const { data } = await fetchCustomPage(page.slug);
        const slug = copySlug(
          page.slug,
          pages.map((p) => p.slug),
        );
        await createCustomPage({ ...data, slug, title: `${data.title} (copy)`, in_navbar: false, in_footer: false });
        toast.success(`Duplicated "${page.title}" as /${slug}.`);
      },
      'The page could not be duplicated.',
    );

  const remove = async (page: CustomPageSummary) => {
    if (!(await ask(`Delete the page "${page.title}"?`, 'Delete page', deleteDetail(page)))) return;
    await run(
      page.slug,
      async () => {
        await deleteCustomPage(page.slug);
        toast.success(`Deleted the page "${page.title}".`);
      },
      'The page could not be deleted.',
    );
  };

  return (
    <div className={screen.screen}>
      <div className={styles.heading}>
        <h1 className={screen.title}>Pages</h1>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setCreating(true)}>
          New page
        </button>
      </div>
      <p className={screen.status}>
        Pages built from the site&apos;s sections, each at its own address. Open one to add, arrange and edit its blocks.
      </p>
      {pages.length === 0 ? (
        <p className={screen.status}>No pages yet.</p>
      ) : (
        <div className={table.scroller}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Linked from</th>
                <th scope="col">Last saved</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.slug}>
                  <td>
                    <Link to={pageEditorPath(page.slug)}>{page.title}</Link>
                    {!page.published && <span className={styles.unpublished}>{NOT_PUBLISHED_YET}</span>}
                  </td>
                  <td>/{page.slug}</td>
                  <td>{shownIn(page)}</td>
                  <td>{new Date(page.updated_at).toLocaleString()}</td>
                  <td className={styles.rowActions}>
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small}`}
                      disabled={busy !== null}
                      onClick={() => void duplicate(page)}
                      aria-label={`Duplicate ${page.title}`}
                    >
                      Duplicate
                    </button>
                    <button
                      type="button"
                      className={`${buttons.button} ${buttons.small} ${buttons.dangerQuiet}`}
                      // A published page is deleted only by a role that may delete published content.
                      disabled={busy !== null || (page.published && deleting.refused)}
                      title={page.published ? deleting.reason : undefined}
                      onClick={() => void remove(page)}
                      aria-label={`Delete ${page.title}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <NewPageDialog
          onClose={() => setCreating(false)}
          onCreated={(slug) => {
            setCreating(false);
            void navigate(pageEditorPath(slug));
          }}
        />
      )}
      {confirmDialog}
    </div>
  );
}
