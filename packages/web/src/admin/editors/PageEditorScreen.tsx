// One page's editor (admin spec §2 Home, About, Contact, Gallery, Projects, Layouts): a button per
// section beside a live preview of the page. The open section's unsaved draft replaces its saved
// document in the preview; a save refreshes the page's data (no reload) and closes the editor. The
// page answer's `versions` give each editor the version its save replaces.
import { SECTIONS, getSection, type PageContent, type SectionKey } from '@site/contracts';
import { useCallback, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { BrowserFrame } from '../preview/BrowserFrame';
import { PagePreview, type PreviewPage } from '../preview/PagePreview';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { SECTION_EDITORS } from './section-editors';
import { SectionEditorDialog } from './SectionEditorDialog';
import styles from './PageEditorScreen.module.css';

type Values = Record<string, unknown>;

interface Props {
  page: PreviewPage;
  title: string;
  /** The sample address in the preview's address bar. */
  address: string;
}

export function PageEditorScreen({ page, title, address }: Props) {
  useDocumentTitle(title);
  const content = useLoaderData<PageContent>();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<SectionKey | null>(null);
  const [draft, setDraft] = useState<Values | null>(null);
  const sections = SECTIONS.filter((s) => s.page === page);

  const close = useCallback(() => {
    setOpen(null);
    setDraft(null);
  }, []);
  const saved = useCallback(async () => {
    await revalidator.revalidate();
    close();
  }, [revalidator, close]);

  const shown: PageContent = open && draft ? { ...content, sections: { ...content.sections, [open]: draft } } : content;

  return (
    <div className={styles.screen}>
      <div className={styles.side}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.hint}>Open a section to edit it; the preview shows your changes as you type.</p>
        <ul className={styles.buttons} aria-label="Sections">
          {sections.map((s) => (
            <li key={s.key}>
              <button type="button" className={`${buttons.button} ${styles.sectionButton}`} onClick={() => setOpen(s.key)}>
                {SECTION_EDITORS[s.key].button ?? s.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <BrowserFrame address={address}>
        <PagePreview page={page} content={shown} />
      </BrowserFrame>
      {open && (
        <SectionEditorDialog
          key={open}
          sectionKey={open}
          initial={(content.sections[open] ?? getSection(open).defaults) as Values}
          etag={content.versions[open] ?? null}
          onDraft={setDraft}
          onClose={close}
          onSaved={() => void saved()}
          onChanged={() => void revalidator.revalidate()}
        />
      )}
    </div>
  );
}
