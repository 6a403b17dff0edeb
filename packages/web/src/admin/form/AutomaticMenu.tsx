// The navbar's or footer's list while it is empty: the site shows its automatic menu, and a button
// copies that menu into the form to start editing from it.
import { automaticFooterColumns, automaticMenu } from '../../site/navbar/nav-items';
import buttons from '../ui/Button.module.css';
import styles from './ListField.module.css';
import { useSitePages } from './site-pages';

/** While a menu the site makes itself is empty: what the site shows, and a button to start editing from it. */
export function AutomaticMenu({ startFrom, onStart }: { startFrom: 'navbar' | 'footer'; onStart: (items: unknown[]) => void }) {
  const { pageLinks } = useSitePages();
  const what = startFrom === 'navbar' ? 'menu' : 'link columns';
  return (
    <div className={styles.automatic}>
      <p>
        {`The site shows the automatic ${what}: it follows the services and the pages as they change. Start from it to edit it, or add an item to replace it.`}
      </p>
      <button
        type="button"
        className={buttons.button}
        onClick={() => onStart(startFrom === 'navbar' ? automaticMenu(pageLinks) : automaticFooterColumns(pageLinks))}
      >
        {startFrom === 'navbar' ? 'Start from the current menu' : 'Start from the current columns'}
      </button>
    </div>
  );
}
