// A page's own fields in its editor: title, address, and whether (and where) the navbar and the
// footer link to it.
import { NAVBAR_GROUPS, type NavbarGroup } from '@site/contracts';
import { useId } from 'react';
import type { EditedPage } from '../api/custom-pages';
import fields from '../form/inputs/Field.module.css';
import { ADDRESS_LABEL, pageAddress } from './page-blocks';
import styles from './PageEditor.module.css';

// The flags feed the menus the site makes itself; an edited menu lists only its own items.
const NAVBAR_HINT =
  'For the automatic menu (and its automatic About and Services dropdowns). Once the menu is edited on the Layouts screen, add the page there.';
const FOOTER_HINT =
  "For the automatic footer's Company column. Once the footer's link columns are edited on the Layouts screen, add the page there.";

const GROUP_LABELS: Record<NavbarGroup, string> = { about: 'In the About menu', services: 'In the Services menu' };

export function PageSettings({ page, onChange }: { page: EditedPage; onChange: (page: EditedPage) => void }) {
  const id = useId();
  const set = <K extends keyof EditedPage>(key: K, value: EditedPage[K]) => onChange({ ...page, [key]: value });
  return (
    <fieldset className={fields.group}>
      <legend className={fields.legend}>Page</legend>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-title`}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={fields.input}
          value={page.title}
          onChange={(e) => set('title', e.target.value)}
          autoComplete="off"
        />
      </div>
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-slug`}>
          {ADDRESS_LABEL}
        </label>
        <input
          id={`${id}-slug`}
          className={fields.input}
          value={page.slug}
          onChange={(e) => set('slug', e.target.value)}
          aria-describedby={`${id}-slug-hint`}
          autoComplete="off"
        />
        <p id={`${id}-slug-hint`} className={fields.hint}>
          Shown at {pageAddress(window.location.origin, page.slug)}. A new address keeps the old one working: it leads to the new
          one.
        </p>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={page.in_navbar}
          onChange={(e) => set('in_navbar', e.target.checked)}
          aria-describedby={`${id}-navbar-hint`}
        />
        Show in the navbar
      </label>
      <p id={`${id}-navbar-hint`} className={fields.hint}>
        {NAVBAR_HINT}
      </p>
      {page.in_navbar && (
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-group`}>
            Where in the navbar
          </label>
          <select
            id={`${id}-group`}
            className={fields.input}
            value={page.navbar_group ?? ''}
            onChange={(e) => set('navbar_group', (e.target.value || null) as NavbarGroup | null)}
          >
            <option value="">At the top level</option>
            {NAVBAR_GROUPS.map((group) => (
              <option key={group} value={group}>
                {GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={page.in_footer}
          onChange={(e) => set('in_footer', e.target.checked)}
          aria-describedby={`${id}-footer-hint`}
        />
        Show in the footer
      </label>
      <p id={`${id}-footer-hint`} className={fields.hint}>
        {FOOTER_HINT}
      </p>
    </fieldset>
  );
}
