// The service pages' side menu: every service, the current one marked.
import { NavLink } from 'react-router';
import type { ServiceSlug } from '@site/contracts/site';
import styles from './ServicesSideMenu.module.css';

interface Props {
  services: readonly ServiceSlug[];
  pathOf: (slug: string) => string;
}

export function ServicesSideMenu({ services, pathOf }: Props) {
  return (
    <nav className={styles.menu} aria-label="All services">
      <h2 className={styles.title}>All Services</h2>
      <ul className={styles.list}>
        {services.map((service) => (
          <li key={service.slug}>
            <NavLink to={pathOf(service.slug)} className={({ isActive }) => `${styles.link} ${isActive ? styles.current : ''}`}>
              {service.title.trim() || service.slug}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
