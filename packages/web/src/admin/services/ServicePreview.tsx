// The live preview of the selected service: the public service page's own sections (hero, features
// and the menu of all services) fed with the form's unsaved values, in a browser frame showing the
// address it will have. Links inside do nothing: the admin stays in the editor.
import type { MouseEvent } from 'react';
import { ServicesSideMenu } from '../../sections/services/ServicesSideMenu';
import { ServiceSections } from '../../site/pages/ServiceDetailPage';
import { servicePath } from '../../site/paths';
import '../../styles/global.css';
import { BrowserFrame } from '../preview/BrowserFrame';
import { slugOf, type DraftService } from './service-list';

const SITE = 'https://www.brightwell.example';

const stopLinks = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

export function ServicePreview({ service, services }: { service: DraftService; services: readonly DraftService[] }) {
  const menu = services.map((s) => ({ title: s.title, slug: slugOf(s) }));
  return (
    <BrowserFrame address={`${SITE}${servicePath(slugOf(service))}`}>
      {/* No <main> here: the admin screen has its own, and a page has one main landmark. */}
      <div onClickCapture={stopLinks}>
        <ServiceSections service={{ _id: '', ...service }} menu={<ServicesSideMenu services={menu} pathOf={servicePath} />} />
      </div>
    </BrowserFrame>
  );
}
