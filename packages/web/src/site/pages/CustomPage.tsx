// /{slug}: a page the editors built from the section library, its blocks in order. An address no
// page has shows the Not Found page (the server answers it with 404); the old address of a renamed
// page, reached by a navigation in the browser, moves on to the new one.
import { Suspense } from 'react';
import { Await, Navigate, useLoaderData, useLocation } from 'react-router';
import { customPagePath, type CustomPageContent, type SiteContent } from '@site/contracts/site';
import { MediaProvider } from '../../sections/shared/MediaContext';
import { CustomPageBlocks } from '../custom/CustomPageBlocks';
import { FetchFailed } from '../FetchFailed';
import { Loading } from '../Loading';
import { isPageData } from '../page-data';
import { NotFoundPage } from './NotFoundPage';

function Blocks({ content }: { content: CustomPageContent }) {
  return (
    <MediaProvider media={content.media}>
      <CustomPageBlocks {...content} siteName={content.site.settings.site_name} />
    </MediaProvider>
  );
}

function Page({ content }: { content: SiteContent }) {
  const { pathname } = useLocation();
  if (content.page !== 'custom') return <NotFoundPage />;
  const path = customPagePath(content.slug);
  if (pathname !== path) return <Navigate to={path} replace />;
  return <Blocks content={content} />;
}

export function CustomPage() {
  const loaderData: unknown = useLoaderData();
  const { pathname } = useLocation();
  if (!isPageData(loaderData)) throw new Error('This route has no page content loader.');
  return (
    <Suspense key={pathname} fallback={<Loading />}>
      <Await resolve={loaderData.content} errorElement={<FetchFailed />}>
        {(content: SiteContent) => <Page content={content} />}
      </Await>
    </Suspense>
  );
}
