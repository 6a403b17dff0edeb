// The Services Manager's SEO panel: the search-engine settings of the services page and of each saved
// service's page, once the services page's answer (which the preview loads too) has arrived. In a
// language other than the default, the settings in it, previewed from the services page's answer in
// that language (read here: the manager's preview keeps the default's navbar and colours).
import { publicPages, type Language, type PageContent } from '@site/contracts';
import { useState } from 'react';
import { fetchPageContent } from '../api/page-content';
import { deferred } from '../loading/deferred';
import { Deferred } from '../loading/Deferred';
import { SeoPanel } from './SeoPanel';
import styles from './Seo.module.css';

interface Props {
  site: Promise<PageContent<'services'>>;
  /** The language the screen edits, when not the default, and the site's. */
  inLanguage?: { language: Language; languages: readonly Language[] } | undefined;
}

export function ServicesSeoPanel({ site, inLanguage }: Props) {
  const [inIt] = useState(() => (inLanguage ? deferred(fetchPageContent('services', inLanguage.language.code)) : null));
  return (
    <Deferred
      data={inIt ?? site}
      loading={null}
      failed={() => null}
      failureLog="Failed to load the services page for the SEO panel"
    >
      {(content) => (
        <div className={styles.servicesPanel}>
          <SeoPanel
            pages={publicPages(content.serviceSlugs.map((s) => s.slug)).filter((p) => p.answer === 'services')}
            content={content}
            inLanguage={inLanguage}
            onSaved={() => undefined}
          />
        </div>
      )}
    </Deferred>
  );
}
