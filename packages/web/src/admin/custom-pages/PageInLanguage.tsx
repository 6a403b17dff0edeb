// An editor-built page in a language other than the default: how many of its texts are still
// untranslated, the preview of the page in the language, and the translation dialog for its title
// and its blocks' texts (Needs translation, Copy from, drafts, schedule, history). Its blocks are
// added, removed and moved, and its address and menu places set, in the default language: the
// screen says so.
import { defaultLanguage, isBlockType, pageUntranslated, type Block } from '@site/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { CustomPageBlocks } from '../../site/custom/CustomPageBlocks';
import { draftBadge } from '../drafts/draft-text';
import { LanguageSwitcher } from '../languages/LanguageSwitcher';
import type { Values } from '../languages/translation-form';
import { TranslationDialog } from '../languages/TranslationDialog';
import { untranslatedWords } from '../languages/untranslated-words';
import { CustomPageSeoPanel } from '../seo/CustomPageSeoPanel';
import { BrowserFrame } from '../preview/BrowserFrame';
import { PreviewLayout } from '../preview/PreviewLayout';
import buttons from '../ui/Button.module.css';
import { useDocumentTitle } from '../useDocumentTitle';
import { pageSubject, pageValues } from './page-translation';
import type { PageEditorData, PageInLanguage as InLanguage } from './pages-loader';
import frame from '../page-editor/PageEditorScreen.module.css';
import styles from './PageEditor.module.css';

interface Props {
  data: PageEditorData;
  translation: InLanguage;
}

export function PageInLanguage({ data, translation }: Props) {
  const { page: loaded, layout, languages } = data;
  const { language, read } = translation;
  const revalidator = useRevalidator();
  const from = defaultLanguage(languages);
  const [editing, setEditing] = useState(false);
  const [subject] = useState(() => pageSubject(loaded.data.slug, loaded.data));
  const [typed, setTyped] = useState<Values | null>(null);
  useDocumentTitle(`Page: ${loaded.data.title}`);
  const reload = () => void revalidator.revalidate();

  // The preview: the page in the language, or as the open form has it.
  const shown = typed ?? pageValues(read.data);
  const blocks = read.data.blocks
    .map((block, index) => ({ ...block, data: (shown.blocks as unknown[])[index] }))
    .filter((block): block is Block => isBlockType(block.type));
  const address = `https://www.brightwell.example/${language.code}/${loaded.data.slug}`;
  const drawn = (
    <PreviewLayout content={layout}>
      <CustomPageBlocks
        title={typeof shown.title === 'string' ? shown.title : ''}
        blocks={blocks}
        sections={layout.sections}
        serviceSlugs={layout.serviceSlugs}
        pageLinks={layout.pageLinks}
      />
    </PreviewLayout>
  );
  const close = () => {
    setEditing(false);
    setTyped(null);
  };

  return (
    <div className={frame.screen}>
      <div className={`${styles.heading} ${styles.fullWidth}`}>
        <h1>Page: {loaded.data.title}</h1>
      </div>
      <div className={frame.side}>
        <LanguageSwitcher languages={languages} />
        <p className={frame.hint}>
          In {language.name} the page&apos;s title and its blocks&apos; texts, links and images are translated; an empty one shows
          the {from.name} text. Blocks are added, removed and moved, and the page&apos;s address and menus set, in {from.name}.
        </p>
        <p className={frame.hint} role="status">
          {untranslatedWords(
            pageUntranslated(read.data.blocks, read.data.fallback ?? []).length,
            `on this page in ${language.name}`,
          )}
          {translation.summary ? ` · ${draftBadge(translation.summary)}` : ''}
        </p>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setEditing(true)}>
          Edit page in {language.name}
        </button>
        <CustomPageSeoPanel slug={loaded.data.slug} inLanguage={{ language, languages }} />
      </div>
      <BrowserFrame address={address}>{drawn}</BrowserFrame>
      {editing && (
        <TranslationDialog
          subject={subject}
          language={language}
          languages={languages}
          base={pageValues(loaded.data)}
          draft={translation.draft}
          scheduled={translation.summary?.publish_at ? draftBadge(translation.summary) : null}
          onDraftsChanged={reload}
          onDraft={setTyped}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
          onChanged={reload}
          preview={drawn}
        />
      )}
    </div>
  );
}
