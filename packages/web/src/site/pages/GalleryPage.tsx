// /gallery, with twelve placeholder tiles while its content loads in the browser.
import type { PageContent } from '@site/contracts/site';
import { GalleryPlaceholder } from '../../sections/gallery/GalleryPlaceholder';
import { GallerySection } from '../../sections/gallery/GallerySection';
import { PageGate } from '../PageGate';
import { PageSections, type PageComponents } from '../PageSections';

export const GALLERY_COMPONENTS: PageComponents<'gallery'> = { gallery: GallerySection };

export function GalleryContent({ content }: { content: PageContent<'gallery'> }) {
  return <PageSections page="gallery" components={GALLERY_COMPONENTS} content={content} />;
}

export function GalleryPage() {
  return (
    <PageGate page="gallery" fallback={<GalleryPlaceholder />}>
      {(content) => <GalleryContent content={content} />}
    </PageGate>
  );
}
