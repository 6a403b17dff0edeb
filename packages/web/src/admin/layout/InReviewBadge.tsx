// The number of drafts in review beside Review in the sidebar, read again on every move between
// screens (a step taken on one screen shows on the next); nothing while none waits or the count
// could not be read (the Review screen says why).
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styles from './Sidebar.module.css';

export const IN_REVIEW_DESCRIPTION_ID = 'sidebar-in-review';

export function InReviewBadge() {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let current = true;
    // Imported when first counted: the drafts' calls stay out of the editor's shell.
    import('../api/drafts')
      .then(({ listDrafts }) => listDrafts())
      .then((drafts) => current && setCount(drafts.filter((d) => d.review?.state === 'in_review').length))
      .catch(() => current && setCount(0));
    return () => {
      current = false;
    };
  }, [pathname]);
  if (count === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
      <span id={IN_REVIEW_DESCRIPTION_ID} hidden>
        {`${count} in review`}
      </span>
    </>
  );
}
