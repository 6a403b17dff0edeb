// The server entry, built into dist/server/entry-server.js and imported by the server at runtime
// (contracts' ServerEntry). Loaders read content through the request context (a database read),
// so the HTML carries the page's content. The browser hydrates no whole page: only the islands
// (islands/island.tsx), whose props the page's data block carries (islands/server.tsx). The
// static handler resolves the matched lazy routes (the pages) before rendering.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { splitLocalisedPath, type RenderContext, type RenderedPage, type ServerEntry } from '@site/contracts/site';
import { renderHead, type PageAddress } from './site/head';
import { IslandHostContext } from './islands/island';
import { islandCollector } from './islands/server';
import { isRouteHandle, notFoundMeta, seoKeyOf, withPageSeo } from './site/meta';
import { isPageData } from './site/page-data';
import { LanguageProvider, pageLanguageOf, type PageLanguage } from './shared/page-language';
import { routes } from './site/routes';
import { sitemapPaths as publicPaths } from './site/paths';

/** One handler per language: each has its prefix as the router's basename (`/bn/`), so links keep it. */
const handlers = new Map<string, StaticHandler>();
function handlerFor(basename: string): StaticHandler {
  let handler = handlers.get(basename);
  if (!handler) handlers.set(basename, (handler = createStaticHandler(routes, { basename })));
  return handler;
}

/** A redirect's target in the page's language: a site path the page's prefix does not start yet gets it. */
function localisedRedirect(location: string, language: PageLanguage): string {
  if (language.basename === '/' || !location.startsWith('/') || location.startsWith('//')) return location;
  if (location.toLowerCase().startsWith(language.basename.toLowerCase())) return location;
  return `${language.basename}${location.slice(1)}`;
}

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

export async function render(request: Request, requestContext: RenderContext): Promise<RenderedPage> {
  const language = pageLanguageOf(requestContext.locale);
  const handler = handlerFor(language.basename);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = localisedRedirect(context.headers.get('Location') ?? '/', language);
    return { status: context.status, head: '', html: '', redirect: location };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = islandCollector();
  const html = renderToString(
    <StrictMode>
      <LanguageProvider language={language}>
        <IslandHostContext value={islands}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandHostContext>
      </LanguageProvider>
    </StrictMode>,
  );
  return {
    status: context.statusCode,
    // The origin comes from the server's context only: the request URL's host may be the client's.
    // The head's addresses are the default language's (`/about`), put in each language by renderHead.
    head: headFor(context, {
      path: splitLocalisedPath(new URL(request.url).pathname, language.languages).path,
      origin: requestContext.origin,
      language,
    }),
    // React starts the page's HTML with its own preloads; the islands' join them there.
    html: islands.preloads() + html,
    data: islands.data(),
    lang: language.code,
    dir: language.direction,
  };
}

export function sitemapPaths(serviceSlugs: readonly string[]): string[] {
  return publicPaths(serviceSlugs);
}

// Checked against the contract the server relies on.
export default { render, sitemapPaths } satisfies ServerEntry;
