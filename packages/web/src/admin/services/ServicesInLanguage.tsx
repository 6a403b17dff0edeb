// The Services Manager in a language other than the default: each service with how many of its texts
// are still untranslated, the preview of a service in the language, and the translation dialog for
// the whole list (texts, hero images and alt texts, features; Needs translation, Copy from, drafts,
// schedule, history). What the services are — adding, deleting and reordering them, their slugs and
// colours — is the default language's: the screen says so.
import { defaultLanguage, serviceUntranslated, type PageContent } from '@site/contracts';
import { useState } from 'react';
import { useParams, useRevalidator } from 'react-router';
import { draftBadge } from '../drafts/draft-text';
import type { Values } from '../languages/translation-form';
import { TranslationDialog } from '../languages/TranslationDialog';
import { untranslatedWords } from '../languages/untranslated-words';
import { ServicesSeoPanel } from '../seo/ServicesSeoPanel';
import buttons from '../ui/Button.module.css';
import type { DraftService } from './service-list';
import type { LoadedServices, ServicesInLanguage as InLanguage } from './services-loader';
import { servicesSubject } from './services-translation';
import { ServicePreview } from './ServicePreview';
import styles from './ServicesManager.module.css';

interface Props {
  loaded: LoadedServices;
  translation: InLanguage;
  site: Promise<PageContent<'services'>>;
}

export function ServicesInLanguage({ loaded, translation, site }: Props) {
  const { language, read } = translation;
  const { serviceSlug } = useParams();
  const revalidator = useRevalidator();
  const from = defaultLanguage(loaded.languages);
  const [editing, setEditing] = useState(false);
  const [subject] = useState(() => servicesSubject(loaded.data));
  const [typed, setTyped] = useState<Values | null>(null);
  const reload = () => void revalidator.revalidate();

  const inLanguage = read.data.map(({ fallback: _fallback, ...service }) => service);
  const shown = (typed?.services as DraftService[] | undefined) ?? inLanguage;
  const selected = Math.max(
    0,
    loaded.data.findIndex((service) => service.slug === serviceSlug),
  );
  const untranslatedIn = (service: (typeof read.data)[number]) => serviceUntranslated(service.fallback ?? []).length;
  const untranslated = read.data.reduce((sum, service) => sum + untranslatedIn(service), 0);
  const preview = shown[selected] ? <ServicePreview service={shown[selected]} services={shown} site={site} /> : null;

  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>Services Manager</h1>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => setEditing(true)}>
            Edit Services in {language.name}
          </button>
        </div>
      </div>
      <p className={styles.notice}>
        In {language.name} the services&apos; texts, hero images and alt texts are translated; an empty one shows the {from.name}{' '}
        text. Adding, deleting and reordering services, their slugs and colours are edited in {from.name}.
      </p>
      <p role="status">
        {untranslatedWords(untranslated, `in the services in ${language.name}`)}
        {translation.summary ? ` · ${draftBadge(translation.summary)}` : ''}
      </p>
      <ServicesSeoPanel site={site} inLanguage={{ language, languages: loaded.languages }} />
      {loaded.data.length === 0 ? (
        <p className={styles.empty}>No services yet. Add them in {from.name}.</p>
      ) : (
        <ul aria-label={`Services in ${language.name}`}>
          {read.data.map((service) => (
            <li key={service._id}>
              <span lang={language.code}>{service.title}</span>: {untranslatedWords(untranslatedIn(service)).replace(/\.$/, '')}
            </li>
          ))}
        </ul>
      )}
      {preview}
      {editing && (
        <TranslationDialog
          subject={subject}
          language={language}
          languages={loaded.languages}
          base={{ services: loaded.data }}
          draft={translation.draft}
          scheduled={translation.summary?.publish_at ? draftBadge(translation.summary) : null}
          onDraftsChanged={reload}
          onDraft={setTyped}
          onClose={() => {
            setEditing(false);
            setTyped(null);
          }}
          onSaved={() => {
            setEditing(false);
            setTyped(null);
            reload();
          }}
          onChanged={reload}
          preview={preview}
        />
      )}
    </>
  );
}
