// The Services Manager's SEO panel: the search-engine settings of the services page and of each saved
// service's page, once the services page's answer (which the preview loads too) has arrived.
import { publicPages, type PageContent } from '@site/contracts';
import { Deferred } from '../loading/Deferred';
import { SeoPanel } from './SeoPanel';
import styles from './Seo.module.css';

export function ServicesSeoPanel({ site }: { site: Promise<PageContent<'services'>> }) {
  return (
    <Deferred data={site} loading={null} failed={() => null} failureLog="Failed to load the services page for the SEO panel">
      {(content) => (
        <div className={styles.servicesPanel}>
          <SeoPanel
            pages={publicPages(content.serviceSlugs.map((s) => s.slug)).filter((p) => p.answer === 'services')}
            content={content}
            onSaved={() => undefined}
          />
        </div>
      )}
    </Deferred>
  );
}
