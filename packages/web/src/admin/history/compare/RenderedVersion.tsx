// One side of a compare drawn as the public site draws it, in the live preview's layout (navbar and
// footer, the site's colours): a section by its page's component (the navbar and footer as the
// layout itself), a service as its page shows it, an editor-built page's blocks; and a page's search
// result and share card, and the site settings' values (colours as swatches). Inert: nothing inside
// navigates or sends.
import { Suspense, use } from 'react';
import {
  getSection,
  isShown,
  SETTINGS_DEFAULTS,
  type Block,
  type PageSeo,
  type SectionData,
  type SectionEntry,
  type SectionKey,
  type Service,
} from '@site/contracts';
import { ServicesSideMenu } from '../../../sections/services/ServicesSideMenu';
import { CustomPageBlocks } from '../../../site/custom/CustomPageBlocks';
import type { SiteFrame } from '../../../site/PageSections';
import { ServiceSections } from '../../../site/pages/ServiceDetailPage';
import { servicePath } from '../../../site/paths';
import { labelFor } from '../../form/field-labels';
import { PreviewLayout, type LayoutContent } from '../../preview/PreviewLayout';
import { SeoPreviews } from '../../seo/Previews';
import type { ComparedDocument } from './compared-document';
import { pageComponents } from './section-components';
import styles from './Compare.module.css';

const SITE = 'https://www.brightwell.example';

/** The layout the sides are drawn in when the site's own could not be read: the sections' defaults. */
export const DEFAULT_LAYOUT: LayoutContent = {
  sections: {
    navbar: getSection('navbar').defaults,
    footer: getSection('footer').defaults,
    siteMessages: getSection('siteMessages').defaults,
  },
  serviceSlugs: [],
  media: {},
  site: { settings: SETTINGS_DEFAULTS, seo: {} },
};

const siteFrameOf = (layout: LayoutContent): SiteFrame => ({
  navbar: layout.sections.navbar,
  siteName: layout.site?.settings.site_name ?? '',
  serviceSlugs: layout.serviceSlugs,
  pageLinks: layout.pageLinks ?? [],
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function SectionDrawn({ section, data, layout }: { section: SectionEntry; data: unknown; layout: LayoutContent }) {
  const Component = use(pageComponents(section.page))[section.key];
  const doc = data as SectionData<SectionKey>;
  if (!Component || !isShown(section.key, doc)) return <p className={styles.nothing}>Not shown on the page with this content.</p>;
  return <Component data={doc} site={siteFrameOf(layout)} />;
}

function ServiceDrawn({ services, at }: { services: readonly Service[]; at: number }) {
  const service = services[at];
  if (!service) return <p className={styles.nothing}>No service here in this version.</p>;
  const menu = services.map((s) => ({ title: s.title, slug: s.slug }));
  return <ServiceSections service={service} menu={<ServicesSideMenu services={menu} pathOf={servicePath} />} />;
}

function SettingsDrawn({ data }: { data: unknown }) {
  const entries = isRecord(data) ? Object.entries(data).filter(([, v]) => typeof v === 'string' && v !== '') : [];
  return (
    <dl className={styles.settings}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{labelFor(key)}</dt>
          <dd>
            {/^#[0-9a-f]{3,8}$/i.test(value as string) && (
              <span className={styles.swatch} style={{ background: value as string }} />
            )}
            {value as string}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Props {
  compared: ComparedDocument;
  data: unknown;
  /** The site's navbar, footer, colours and images around the side (DEFAULT_LAYOUT until read). */
  layout: LayoutContent;
  /** The service drawn, by its place in this side's list (the services list only). */
  serviceAt?: number;
}

function Drawn({ compared, data, layout, serviceAt = 0 }: Props) {
  switch (compared.kind) {
    case 'section':
      // The navbar and footer are the layout's own, drawn around nothing.
      return compared.section.page === 'layout' ? null : <SectionDrawn section={compared.section} data={data} layout={layout} />;
    case 'services':
      return <ServiceDrawn services={Array.isArray(data) ? (data as Service[]) : []} at={serviceAt} />;
    case 'page': {
      const page = isRecord(data) ? data : {};
      return (
        <CustomPageBlocks
          title={typeof page.title === 'string' ? page.title : ''}
          blocks={(page.blocks as Block[] | undefined) ?? []}
          sections={layout.sections}
          serviceSlugs={[...layout.serviceSlugs]}
          pageLinks={[...(layout.pageLinks ?? [])]}
        />
      );
    }
    case 'seo': {
      const seo = (isRecord(data) ? data : {}) as Partial<PageSeo>;
      const title = seo.title ?? '';
      const url = `${SITE}/${compared.key === 'home' ? '' : compared.key}`;
      return (
        <SeoPreviews
          url={url}
          documentTitle={title}
          title={title}
          description={seo.description ?? ''}
          image={seo.image || undefined}
        />
      );
    }
    case 'settings':
      return <SettingsDrawn data={data} />;
  }
}

/** The layout around a side: the site's, with the side's own navbar, footer or messages when those are compared. */
function layoutOf(compared: ComparedDocument, data: unknown, layout: LayoutContent): LayoutContent {
  const key = compared.kind === 'section' && compared.section.page === 'layout' ? compared.section.key : undefined;
  return key && key in layout.sections ? { ...layout, sections: { ...layout.sections, [key]: data } } : layout;
}

/** The public look in the preview's layout; the search result and the settings are the editor's own. */
export function RenderedVersion(props: Props) {
  const drawn = (
    <Suspense fallback={<p className={styles.nothing}>Drawing…</p>}>
      <Drawn {...props} />
    </Suspense>
  );
  if (props.compared.kind === 'seo' || props.compared.kind === 'settings') return drawn;
  return <PreviewLayout content={layoutOf(props.compared, props.data, props.layout)}>{drawn}</PreviewLayout>;
}
