// Renders a page once its content is there: at once on the server and after hydration, behind the
// page's own loading state during a browser navigation. Without an errorElement a failed fetch
// reaches the route's error screen. The page's images are drawn from its own answer's media map,
// which during a navigation may be newer than the layout's.
import { Suspense, type ReactNode } from 'react';
import { Await, useLoaderData, useLocation } from 'react-router';
import type { PageContent } from '@site/contracts';
import { MediaProvider } from '../sections/shared/MediaContext';
import { isPageData } from './page-data';
import { ScrollToHash } from './ScrollToHash';

interface Props {
  fallback: ReactNode;
  errorElement?: ReactNode;
  children: (content: PageContent) => ReactNode;
}

export function PageGate({ fallback, errorElement, children }: Props) {
  const loaderData: unknown = useLoaderData();
  const { pathname } = useLocation();
  if (!isPageData(loaderData)) throw new Error('This route has no page content loader.');
  // Keyed by path: a new page gets a fresh boundary, so its fallback shows instead of the router's
  // transition keeping the previous page on screen.
  return (
    <Suspense key={pathname} fallback={fallback}>
      <Await resolve={loaderData.content} errorElement={errorElement}>
        {(content: PageContent) => (
          <MediaProvider media={content.media}>
            {children(content)}
            <ScrollToHash />
          </MediaProvider>
        )}
      </Await>
    </Suspense>
  );
}
