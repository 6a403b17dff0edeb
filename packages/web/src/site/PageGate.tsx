// Renders a page once its content is there: at once on the server and after hydration, behind the
// page's own loading state during a browser navigation. Without an errorElement a failed fetch
// reaches the route's error screen. The page's images are drawn from its own answer's media map,
// which during a navigation may be newer than the layout's. The content is typed as the page's
// answer, every section of the page in it.
import { Suspense, type ReactNode } from 'react';
import { Await, useLoaderData, useLocation } from 'react-router';
import type { Page, PageContent, SiteContent } from '@site/contracts/site';
import { MediaProvider } from '../sections/shared/MediaContext';
import { isPageData } from './page-data';

interface Props<P extends Page> {
  /** The page whose answer the route loads. */
  page: P;
  fallback: ReactNode;
  errorElement?: ReactNode;
  children: (content: PageContent<P>) => ReactNode;
}

function answerOf<P extends Page>(content: SiteContent, page: P): PageContent<P> {
  if (content.page !== page) throw new Error(`This route loaded the ${content.page} page's content, not the ${page} page's.`);
  return content as PageContent<P>;
}

export function PageGate<P extends Page>({ page, fallback, errorElement, children }: Props<P>) {
  const loaderData: unknown = useLoaderData();
  const { pathname } = useLocation();
  if (!isPageData(loaderData)) throw new Error('This route has no page content loader.');
  // Keyed by path: a new page gets a fresh boundary, so its fallback shows instead of the router's
  // transition keeping the previous page on screen.
  return (
    <Suspense key={pathname} fallback={fallback}>
      <Await resolve={loaderData.content} errorElement={errorElement}>
        {(content: SiteContent) => <MediaProvider media={content.media}>{children(answerOf(content, page))}</MediaProvider>}
      </Await>
    </Suspense>
  );
}
