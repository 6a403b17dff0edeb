// The live preview's content: the public site's real navbar, page sections and footer, fed with
// the page's content and the open editor's draft (BrowserFrame makes it inert: nothing inside
// navigates or sends). Images use the page's media map; one the draft has just changed is not in
// it and shows as a plain <img>.
import type { PageContent } from '@site/contracts';
import { colourStyle } from '../../sections/shared/colourStyle';
import { MediaProvider } from '../../sections/shared/MediaContext';
import { Footer } from '../../site/footer/Footer';
import { Navbar } from '../../site/navbar/Navbar';
import { AboutSections } from '../../site/pages/AboutPage';
import { ContactSections } from '../../site/pages/ContactPage';
import { GalleryContent } from '../../site/pages/GalleryPage';
import { HomePage } from '../../site/pages/HomePage';
import { ProjectsContent } from '../../site/pages/ProjectsPage';
import '../../styles/global.css';

export type PreviewPage = 'home' | 'about' | 'contact' | 'gallery' | 'projects' | 'layout';

function PageBody({ page, content }: { page: PreviewPage; content: PageContent }) {
  switch (page) {
    case 'about':
      return <AboutSections content={content} />;
    case 'contact':
      return <ContactSections content={content} />;
    case 'gallery':
      return <GalleryContent content={content} />;
    case 'projects':
      return <ProjectsContent content={content} />;
    // The layouts editor shows the home page between the navbar and footer it edits.
    default:
      return <HomePage content={content} />;
  }
}

export function PagePreview({ page, content }: { page: PreviewPage; content: PageContent }) {
  const { navbar, footer } = content.sections;
  return (
    <MediaProvider media={content.media}>
      <div style={colourStyle({ '--brand': navbar.buttonBgColor, '--brand-contrast': navbar.buttonTextColor })}>
        <Navbar navbar={navbar} serviceSlugs={content.serviceSlugs} />
        <main>
          <PageBody page={page} content={content} />
        </main>
        <Footer footer={footer} groupName={navbar.groupName} serviceSlugs={content.serviceSlugs} />
      </div>
    </MediaProvider>
  );
}
