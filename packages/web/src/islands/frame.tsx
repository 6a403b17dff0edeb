// What an island is drawn inside, on the server as in the browser: a root of its own does not see the
// page's providers, so it is given the media its props name and the page's language and site
// messages (data.ts IslandPage) again.
import type { ReactNode } from 'react';
import type { MediaMap } from '@site/contracts/site';
import { MediaProvider } from '../sections/shared/MediaContext';
import { SiteMessagesProvider } from '../sections/shared/site-messages';
import { LanguageProvider, pageLanguageOf, type PageLanguage } from '../shared/page-language';
import type { IslandPage } from './data';
import { IslandIdPrefixProvider } from './island-id';

export function IslandFrame({
  media,
  page,
  idPrefix,
  children,
}: {
  media: MediaMap | undefined;
  page: IslandPage | undefined;
  /** The island's prefix of ids (markers.ts islandIdPrefix). */
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <IslandIdPrefixProvider prefix={idPrefix}>
      <MediaProvider media={media}>
        <LanguageProvider language={page?.language ?? pageLanguageOf(undefined)}>
          <SiteMessagesProvider messages={page?.messages}>{children}</SiteMessagesProvider>
        </LanguageProvider>
      </MediaProvider>
    </IslandIdPrefixProvider>
  );
}

/** The parts of the page's frame that are not the defaults (none on a one-language English page with the site's own words unchanged). */
export function islandPage(
  language: PageLanguage,
  messages: IslandPage['messages'],
  defaults: IslandPage['messages'],
): IslandPage | undefined {
  const page: IslandPage = {
    ...(JSON.stringify(language) === JSON.stringify(pageLanguageOf(undefined)) ? {} : { language }),
    ...(JSON.stringify(messages) === JSON.stringify(defaults) ? {} : { messages }),
  };
  return Object.keys(page).length ? page : undefined;
}
