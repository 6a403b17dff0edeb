// The navbar, footer and service list come with every page answer. In the browser a navigation's
// answer is a pending promise for a moment: the previous page's content stays until it settles.
import { useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import type { SiteContent } from '@site/contracts/site';
import { isPageData } from './page-data';

export function useSiteContent(): SiteContent | undefined {
  const matches = useMatches();
  const leaf = matches.findLast((m) => isPageData(m.loaderData));
  const content = leaf && isPageData(leaf.loaderData) ? leaf.loaderData.content : undefined;
  const pending = content instanceof Promise;
  const [settled, setSettled] = useState<SiteContent | undefined>(pending ? undefined : content);
  // A settled answer is kept while rendering, so the next pending one has it to show meanwhile.
  if (content && !pending && settled !== content) setSettled(content);

  useEffect(() => {
    if (!(content instanceof Promise)) return;
    let current = true;
    // A failed answer leaves the previous navbar in place; the page shows the failure.
    content.then(
      (c) => current && setSettled(c),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [content]);

  return content && !pending ? content : settled;
}
