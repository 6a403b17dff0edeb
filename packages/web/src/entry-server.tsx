// The server entry, built into dist/server/entry-server.js and imported by the server at runtime
// (contracts' ServerEntry). Loaders read content through the request context (a database read),
// so the HTML carries the page's content and the router state to hydrate from (as JSON in a data
// block, site/hydration-data.ts, not the router's inline script). The static handler resolves the
// matched lazy routes (the pages) before rendering.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { RenderContext, RenderedPage, ServerEntry } from '@site/contracts/site';
import { renderHead, type PageAddress } from './site/head';
import { hydrationData } from './site/hydration-data';
import { isRouteHandle, notFoundMeta, seoKeyOf, withPageSeo } from './site/meta';
import { isPageData } from './site/page-data';
import { routes } from './site/routes';
import { sitemapPaths as publicPaths } from './site/paths';

const handler = createStaticHandler(routes);

function headFor(context: StaticHandlerContext, address: PageAddress): string {
  const leaf = context.matches.findLast((m) => isRouteHandle(m.route.handle));
  if (!leaf || !isRouteHandle(leaf.route.handle)) return renderHead(notFoundMeta(undefined, {}), address);
  const data: unknown = context.loaderData[leaf.route.id];
  // On the server loaders await their content, so it is never a promise here.
  const content = isPageData(data) && !(data.content instanceof Promise) ? data.content : undefined;
  // Every page's answer carries the site settings (title template, favicon) and the pages' SEO settings.
  const meta = leaf.route.handle.meta(content, leaf.params);
  const key = seoKeyOf(meta.canonicalPath ?? address.path);
  return renderHead(withPageSeo(meta, content?.site, key), address, content?.media, content?.site.settings);
}

/** The page modules of the matched lazy routes (routes.tsx), for the server to link their chunks. */
function lazyModules(context: StaticHandlerContext): string[] {
  return [
    ...new Set(
      context.matches.flatMap((m) => (isRouteHandle(m.route.handle) && m.route.handle.page ? [m.route.handle.page] : [])),
    ),
  ];
}

export async function render(request: Request, requestContext: RenderContext): Promise<RenderedPage> {
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { status: context.status, head: '', html: '', redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    status: context.statusCode,
    // The origin comes from the server's context only: the request URL's host may be the client's.
    head: headFor(context, { path: new URL(request.url).pathname, origin: requestContext.origin }),
    html,
    data: hydrationData(context),
    modules: lazyModules(context),
  };
}

export function sitemapPaths(serviceSlugs: readonly string[]): string[] {
  return publicPaths(serviceSlugs);
}

// Checked against the contract the server relies on.
export default { render, sitemapPaths } satisfies ServerEntry;
