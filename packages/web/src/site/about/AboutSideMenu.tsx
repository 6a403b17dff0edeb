// The about area's side menu: anchors on /about, sub-pages elsewhere.
import { Building2, MessageSquareQuote, Target, Users, type LucideIcon } from 'lucide-react';
import { SideMenu, type SideMenuLink } from '../../sections/shared/SideMenu';
import type { AboutPart } from '../pages/AboutSubPage';
import { PATHS } from '../paths';

/** One entry per about sub-page, by the section it shows (its anchor on /about); the compiler names one left out. */
const ENTRIES: Record<AboutPart, { label: string; path: string; Icon: LucideIcon }> = {
  about1: { label: 'About Us', path: PATHS.companyProfile, Icon: Building2 },
  message: { label: "Chairman's Message", path: PATHS.message, Icon: MessageSquareQuote },
  about2: { label: 'Mission, Vision & Story', path: PATHS.story, Icon: Target },
  team: { label: 'Our Team', path: PATHS.team, Icon: Users },
};

export function AboutSideMenu({ anchors }: { anchors: boolean }) {
  const links: SideMenuLink[] = Object.entries(ENTRIES).map(([anchor, { label, path, Icon }]) =>
    anchors ? { label, Icon, href: `#${anchor}` } : { label, Icon, to: path },
  );
  return <SideMenu label="About sections" links={links} />;
}
