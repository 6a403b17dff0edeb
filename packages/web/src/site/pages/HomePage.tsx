// The home page: its sections in the registry's order, each drawn by the component mapped here, fed
// from the one page answer. The group banner and the side menu are page chrome after the carousel.
import type { PageContent } from '@site/contracts/site';
import { Associates } from '../../sections/home/Associates';
import { ConcernBanner } from '../../sections/home/ConcernBanner';
import { FeaturedVideo } from '../../sections/home/FeaturedVideo';
import { GridCards } from '../../sections/home/GridCards';
import { HomeCards } from '../../sections/home/HomeCards';
import { HomeCarousel } from '../../sections/home/HomeCarousel';
import { HomeContact } from '../../sections/home/HomeContact';
import { HomeHero } from '../../sections/home/HomeHero';
import { HomeLocation } from '../../sections/home/HomeLocation';
import { HomeServices } from '../../sections/home/HomeServices';
import { HomeSideMenu } from '../../sections/home/HomeSideMenu';
import { HomeStatistics } from '../../sections/home/HomeStatistics';
import { NewsSlider } from '../../sections/home/NewsSlider';
import { OurClients } from '../../sections/home/OurClients';
import { WhyUs } from '../../sections/home/WhyUs';
import { PageSections, type PageComponents } from '../PageSections';

export const HOME_COMPONENTS: PageComponents<'home'> = {
  carousel: HomeCarousel,
  hero: HomeHero,
  cards: HomeCards,
  homeServices: HomeServices,
  statistics: HomeStatistics,
  gridCards: GridCards,
  featuredVideo: FeaturedVideo,
  whyUs: WhyUs,
  ourClients: OurClients,
  news: NewsSlider,
  associates: Associates,
  homeContact: HomeContact,
  location: HomeLocation,
};

export function HomePage({ content }: { content: PageContent<'home'> }) {
  const chrome = (
    <>
      <ConcernBanner navbar={content.sections.navbar} />
      <HomeSideMenu />
    </>
  );
  return <PageSections page="home" components={HOME_COMPONENTS} content={content} after={{ carousel: chrome }} />;
}
