// /services: every service as a card linking to its page.
import type { PageContent } from '@site/contracts/site';
import { ServiceCard } from '../../sections/services/ServiceCard';
import section from '../../sections/shared/section.module.css';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { servicePath } from '../paths';
import styles from './pages.module.css';

function ServicesIndex({ content }: { content: PageContent<'services'> }) {
  const services = content.services ?? [];
  return (
    <section className={`${section.section} ${styles.tinted}`} aria-labelledby="services-title">
      <div className="container">
        <header className={section.header}>
          <h1 id="services-title" className={section.pageTitle}>
            Our Services
          </h1>
        </header>
        {services.length > 0 ? (
          <ul className={styles.cards}>
            {services.map((service) => (
              <ServiceCard key={service._id} service={service} to={servicePath(service.slug)} />
            ))}
          </ul>
        ) : (
          <p className={section.empty}>No services yet.</p>
        )}
      </div>
    </section>
  );
}

export function ServicesPage() {
  return (
    <PageGate page="services" fallback={<Loading />}>
      {(content) => <ServicesIndex content={content} />}
    </PageGate>
  );
}
