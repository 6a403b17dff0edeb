// The live preview of the selected service: the public service page (hero, features and the menu
// of all services, between the site's navbar and footer, in the site's colours) fed with the form's
// unsaved values, in a browser frame showing the address it will have. The navbar, footer and
// colours come from the service page's answer; until it arrives (or if it cannot be read) the
// service's sections show alone. Links inside do nothing: the admin stays in the editor. The service's
// part of the page is one frame for click to edit (`service`): a click focuses the field it shows.
import type { MouseEvent } from 'react';
import type { PageContent } from '@site/contracts';
import { ServicesSideMenu } from '../../sections/services/ServicesSideMenu';
import { ServiceSections } from '../../site/pages/ServiceDetailPage';
import { servicePath } from '../../site/paths';
import { Deferred } from '../loading/Deferred';
import { BrowserFrame } from '../preview/BrowserFrame';
import type { Picking } from '../preview/preview-picking';
import { PreviewLayout } from '../preview/PreviewLayout';
import marks from '../preview/SectionMarks.module.css';
import { slugOf, type DraftService } from './service-list';
import { SERVICE_FRAME } from './service-frame';

const SITE = 'https://www.brightwell.example';

const stopLinks = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

interface Props {
  service: DraftService;
  services: readonly DraftService[];
  site: Promise<PageContent<'services'>>;
  /** Click to edit (the default language's form). */
  picking?: Picking;
}

export function ServicePreview({ service, services, site, picking }: Props) {
  const menu = services.map((s) => ({ title: s.title, slug: slugOf(s) }));
  const sections = (
    <div data-preview-section={SERVICE_FRAME} className={marks.frame}>
      <ServiceSections service={{ _id: '', ...service }} menu={<ServicesSideMenu services={menu} pathOf={servicePath} />} />
    </div>
  );
  return (
    <BrowserFrame address={`${SITE}${servicePath(slugOf(service))}`} picking={picking}>
      <div onClickCapture={stopLinks}>
        <Deferred
          data={site}
          loading={sections}
          failed={() => sections}
          failureLog="Failed to load the site's navbar and footer for the service preview"
        >
          {(content) => <PreviewLayout content={{ ...content, serviceSlugs: menu }}>{sections}</PreviewLayout>}
        </Deferred>
      </div>
    </BrowserFrame>
  );
}
