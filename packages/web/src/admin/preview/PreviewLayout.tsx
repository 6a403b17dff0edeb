// A page of the live preview in the public site's frame: the site's accent from the navbar
// (SiteColours, as the public layout sets it), the navbar, the page, the footer, and the answer's
// media map for the images. Both the page editors' and the Services Manager's previews draw in it, so
// they show the site's own colours. The public site's small interactions start on it as on a page
// (site/behaviours): the scroll reveal shows the blocks as the preview scrolls.
import { useEffect, useRef, type ReactNode } from 'react';
import type { MediaMap, PageContent, PageLink, SectionData, ServiceSlug } from '@site/contracts';
import { MediaProvider } from '../../sections/shared/MediaContext';
import { SiteMessagesProvider } from '../../sections/shared/site-messages';
import { startBehaviours } from '../../site/behaviours/start';
import { LAYOUT_COMPONENTS } from '../../site/layout-components';
import { PageSections } from '../../site/PageSections';
import { SiteColours } from '../../site/SiteColours';
import '../../styles/global.css';

export interface LayoutContent {
  sections: { navbar: SectionData<'navbar'>; footer: SectionData<'footer'>; siteMessages: SectionData<'siteMessages'> };
  serviceSlugs: readonly ServiceSlug[];
  /** The custom pages the navbar and footer link to. */
  pageLinks?: readonly PageLink[];
  media: MediaMap;
  site: PageContent['site'];
}

export function PreviewLayout({ content, children }: { content: LayoutContent; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Delegated listeners on the container: they keep working as React draws each new draft.
  useEffect(() => (rootRef.current ? startBehaviours(rootRef.current) : undefined), []);
  return (
    <MediaProvider media={content.media}>
      <div ref={rootRef}>
        <SiteMessagesProvider messages={content.sections.siteMessages}>
          <SiteColours navbar={content.sections.navbar}>
            <PageSections
              page="layout"
              components={LAYOUT_COMPONENTS}
              content={content}
              after={{ navbar: <main>{children}</main> }}
            />
          </SiteColours>
        </SiteMessagesProvider>
      </div>
    </MediaProvider>
  );
}
