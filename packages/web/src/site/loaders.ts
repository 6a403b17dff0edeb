// Route loaders. On the server the request context carries loadPage (a database read); in the
// browser there is no context and the loader fetches the page-level API without waiting for it.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { Page, PageContent, RenderContext } from '@site/contracts/site';
import { fetchCustomPage } from './fetch-custom-page';
import { fetchPage } from './fetch-page';
import type { PageData } from './page-data';

function isRenderContext(context: unknown): context is RenderContext {
  return typeof context === 'object' && context !== null && typeof (context as RenderContext).loadPage === 'function';
}

export function pageLoader(page: Page) {
  return async ({ context, request }: LoaderFunctionArgs): Promise<PageData> => {
    if (isRenderContext(context)) return { content: await context.loadPage(page) };
    return { content: fetchPage(page, request.signal) };
  };
}

const hasService = (content: PageContent, slug: string | undefined) => (content.services ?? []).some((s) => s.slug === slug);

/** The services page answer; on the server an unknown slug makes the response a 404. */
export async function serviceLoader({ context, request, params }: LoaderFunctionArgs) {
  if (!isRenderContext(context)) return { content: fetchPage('services', request.signal) } satisfies PageData;
  const content = await context.loadPage('services');
  return data({ content } satisfies PageData, { status: hasService(content, params.serviceSlug) ? 200 : 404 });
}

/**
 * An unknown route still shows the navbar and footer, which come with every page answer: the
 * contact page's is the smallest one that carries them.
 */
export async function notFoundLoader({ context, request }: LoaderFunctionArgs) {
  if (!isRenderContext(context)) return { content: fetchPage('contact', request.signal) } satisfies PageData;
  return data({ content: await context.loadPage('contact') } satisfies PageData, { status: 404 });
}

/**
 * A custom page (`/{slug}`). On the server an address no page has is the Not Found page with a 404
 * (framed by the contact page's navbar and footer), and a renamed page's old address a 301 to its new one.
 */
export async function customPageLoader({ context, request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  // In the browser the page's blocks wait for their components themselves (block-components.ts).
  if (!isRenderContext(context)) return { content: fetchCustomPage(slug, request.signal) } satisfies PageData;
  const read = await context.loadCustomPage(slug);
  if (read === null) return data({ content: await context.loadPage('contact') } satisfies PageData, { status: 404 });
  if ('redirect' in read) throw redirect(read.redirect, read.temporary ? 302 : 301);
  // The server renders at once, so the blocks' components are loaded first. Server only (Vite drops
  // this from the browser's build): a dynamic import there would split React into a chunk of its own.
  if (import.meta.env.SSR) await (await import('./custom/block-components')).loadBlockComponents(read.content.blocks);
  return { content: read.content } satisfies PageData;
}
