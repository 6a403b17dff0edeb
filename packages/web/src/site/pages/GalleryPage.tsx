// /gallery, with twelve placeholder tiles while its content loads in the browser.
import { galleryDefault, type PageContent } from '@site/contracts';
import { GalleryPlaceholder } from '../../sections/gallery/GalleryPlaceholder';
import { GallerySection } from '../../sections/gallery/GallerySection';
import { PageGate } from '../PageGate';
import { useScrollReveal } from '../useScrollReveal';

export function GalleryContent({ content }: { content: PageContent }) {
  useScrollReveal(content);
  return <GallerySection data={content.sections.gallery ?? galleryDefault} />;
}

export function GalleryPage() {
  return <PageGate fallback={<GalleryPlaceholder />}>{(content) => <GalleryContent content={content} />}</PageGate>;
}
