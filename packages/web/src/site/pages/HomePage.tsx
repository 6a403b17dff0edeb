// The home page (public-site, Home page): every home section in the spec's order, each with its
// anchor id, fed from the one page answer. A section missing from the answer shows its default.
import {
  associatesDefault,
  cardsDefault,
  carouselDefault,
  featuredVideoDefault,
  gridCardsDefault,
  heroDefault,
  homeContactDefault,
  homeServicesDefault,
  locationDefault,
  newsDefault,
  ourClientsDefault,
  statisticsDefault,
  whyUsDefault,
  safeEmbedUrl,
  type PageContent,
} from '@site/contracts';
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
import { useScrollReveal } from '../useScrollReveal';

export function HomePage({ content }: { content: PageContent }) {
  const { sections } = content;
  useScrollReveal(content);
  const featuredVideo = sections.featuredVideo ?? featuredVideoDefault;
  return (
    <>
      <HomeCarousel data={sections.carousel ?? carouselDefault} />
      <ConcernBanner navbar={sections.navbar} />
      <HomeSideMenu />
      <HomeHero data={sections.hero ?? heroDefault} />
      <HomeCards data={sections.cards ?? cardsDefault} />
      <HomeServices data={sections.homeServices ?? homeServicesDefault} />
      <HomeStatistics data={sections.statistics ?? statisticsDefault} />
      <GridCards data={sections.gridCards ?? gridCardsDefault} />
      {/* Decisions §3: the featured video shows, after the grid cards, only when it has a video (one the embed rule accepts). */}
      {safeEmbedUrl(featuredVideo.videoSrc) && <FeaturedVideo data={featuredVideo} />}
      <WhyUs data={sections.whyUs ?? whyUsDefault} />
      <OurClients data={sections.ourClients ?? ourClientsDefault} />
      <NewsSlider data={sections.news ?? newsDefault} />
      <Associates data={sections.associates ?? associatesDefault} />
      <HomeContact data={sections.homeContact ?? homeContactDefault} />
      <HomeLocation data={sections.location ?? locationDefault} />
    </>
  );
}
