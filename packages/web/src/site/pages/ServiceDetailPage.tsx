// /services/{serviceSlug}: hero, features and a side menu of every service; 'Service not found'
// for an unknown slug, which the server also answers with a 404.
import { Link, useParams } from 'react-router';
import type { ReactNode } from 'react';
import type { PageContent, Service } from '@site/contracts/site';
import { ServiceFeatures } from '../../sections/services/ServiceFeatures';
import { ServiceHero } from '../../sections/services/ServiceHero';
import { ServicesSideMenu } from '../../sections/services/ServicesSideMenu';
import { colourStyle } from '../../sections/shared/colourStyle';
import section from '../../sections/shared/section.module.css';
import { Loading } from '../Loading';
import { PageGate } from '../PageGate';
import { PATHS, servicePath } from '../paths';
import styles from './pages.module.css';

function ServiceView({ content, slug }: { content: PageContent<'services'>; slug: string | undefined }) {
  const services = content.services ?? [];
  const service = services.find((s) => s.slug === slug);
  const menu = <ServicesSideMenu services={services} pathOf={servicePath} />;
  if (!service) {
    return (
      <div className={`container ${section.section} ${styles.withMenu}`}>
        <div className={styles.notFound}>
          <h1 className={section.pageTitle}>Service not found</h1>
          <p className={section.lead}>There is no service at this address. Choose one from the list or see all our services.</p>
          <Link to={PATHS.services} className={styles.textLink}>
            See all services
          </Link>
        </div>
        {services.length > 0 && <aside>{menu}</aside>}
      </div>
    );
  }
  return <ServiceSections service={service} menu={menu} />;
}

/** A service's page below the navbar: its hero, then its features beside the menu (also the admin's live preview). */
export function ServiceSections({ service, menu }: { service: Service; menu: ReactNode }) {
  return (
    <>
      <ServiceHero service={service} />
      <div
        className={section.section}
        style={colourStyle({ backgroundColor: service.featuresBgColor, color: service.featuresTextColor })}
      >
        <div className={`container ${styles.withMenu}`}>
          <ServiceFeatures service={service} />
          <aside>{menu}</aside>
        </div>
      </div>
    </>
  );
}

export function ServiceDetailPage() {
  const { serviceSlug } = useParams();
  return (
    <PageGate page="services" fallback={<Loading />}>
      {(content) => <ServiceView content={content} slug={serviceSlug} />}
    </PageGate>
  );
}
