// The Services Manager's route loader: the services list with its version, and the service page's
// answer for the preview's navbar, footer and site colours, neither waited for, so the screen shows
// its heading and spinner at once. The list's draft, when it has one, comes with the list: the manager
// opens on it. Choosing a tab rewrites the address
// (/admin/services/{slug}) while the form owns the list, so moving between tabs loads nothing:
// only entering the screen does, or choosing another language (`?locale=`): then the list comes
// with the site's languages and, in a language other than the default, the list read in it and
// that language's draft of its translation.
import {
  DEFAULT_LANGUAGES,
  SERVICES_DOCUMENT,
  type Draft,
  type DraftSummary,
  type Language,
  type PageContent,
  type Service,
} from '@site/contracts';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { fetchDraft, fetchDraftIfListed, listDrafts } from '../api/drafts';
import { LOCALE_PARAM } from '../api/locale';
import { fetchPageContent } from '../api/page-content';
import { listServices, listServicesIn, type ServiceIn } from '../api/services';
import type { Versioned } from '../api/versioned';
import { editorLanguage, isDraftIn } from '../languages/editor-locale';
import { deferred } from '../loading/deferred';

/** The services in a language other than the default: read in it, and its translation's draft. */
export interface ServicesInLanguage {
  language: Language;
  read: Versioned<ServiceIn[]>;
  draft: Versioned<Draft> | null;
  /** The draft's summary (its schedule), when it has one. */
  summary: DraftSummary | null;
}

/** The published list with its version, the list's draft (null: none), the site's languages and the one edited. */
export type LoadedServices = Versioned<Service[]> & {
  draft: Versioned<Draft> | null;
  languages: readonly Language[];
  translation: ServicesInLanguage | null;
};

export interface ServicesLoaderData {
  services: Promise<LoadedServices>;
  site: Promise<PageContent<'services'>>;
}

/** The list in the language `search` names, or null for the default language. */
async function servicesIn(search: URLSearchParams, languages: readonly Language[]): Promise<ServicesInLanguage | null> {
  const language = editorLanguage(search, languages);
  if (!language) return null;
  const [read, list] = await Promise.all([listServicesIn(language.code), listDrafts()]);
  const summary = list.find((s) => s.path === SERVICES_DOCUMENT && isDraftIn(s, language, languages)) ?? null;
  const draft = summary ? await fetchDraft(SERVICES_DOCUMENT, language.code) : null;
  return { language, read, draft, summary };
}

export function servicesLoader({ request }: Partial<LoaderFunctionArgs> = {}): ServicesLoaderData {
  const search = new URL(request?.url ?? 'http://admin/').searchParams;
  const site = fetchPageContent('services');
  // The languages come with the page's answer; the list still opens (in the default) without it.
  const languages = site.then(
    (page) => page.site.settings.languages,
    () => DEFAULT_LANGUAGES,
  );
  const services = Promise.all([listServices(), fetchDraftIfListed(SERVICES_DOCUMENT), languages]).then(
    async ([list, draft, all]) => ({ ...list, draft, languages: all, translation: await servicesIn(search, all) }),
  );
  return { services: deferred(services), site: deferred(site) };
}

const onServicesScreen = (pathname: string) =>
  pathname === ADMIN_PATHS.services || pathname.startsWith(`${ADMIN_PATHS.services}/`);

/** Moving between tabs keeps the list; another language, or a reload asked in one (after a save), reads it again. */
export const servicesShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  const locale = currentUrl.searchParams.get(LOCALE_PARAM);
  const sameScreen = onServicesScreen(currentUrl.pathname) && onServicesScreen(nextUrl.pathname);
  if (!sameScreen || locale !== nextUrl.searchParams.get(LOCALE_PARAM)) return defaultShouldRevalidate;
  return locale !== null && currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
};
