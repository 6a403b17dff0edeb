// Renders a page once its content is there. Pages are rendered on the server only (the browser
// hydrates islands, not pages), after the route's loader has its content, so the `fallback` is
// never what a visitor sees; it stays the page's answer to Suspense. Without an errorElement a
// failed fetch reaches the route's error screen. The page's images are drawn from its own answer's
// media map. The content is typed as the page's answer, every section of the page in it.
import { Suspense, type ReactNode } from 'react';
import { Await, useLoaderData } from 'react-router';
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
  if (!isPageData(loaderData)) throw new Error('This route has no page content loader.');
  return (
    <Suspense fallback={fallback}>
      <Await resolve={loaderData.content} errorElement={errorElement}>
        {(content: SiteContent) => <MediaProvider media={content.media}>{children(answerOf(content, page))}</MediaProvider>}
      </Await>
    </Suspense>
  );
}
