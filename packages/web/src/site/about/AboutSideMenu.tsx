// The about area's side menu: anchors on /about, sub-pages elsewhere.
import { Building2, MessageSquareQuote, Target, Users } from 'lucide-react';
import { SideMenu, type SideMenuLink } from '../../sections/shared/SideMenu';
import { PATHS } from '../paths';

const ENTRIES = [
  { label: 'About Us', anchor: 'about1', path: PATHS.companyProfile, Icon: Building2 },
  { label: "Chairman's Message", anchor: 'message', path: PATHS.message, Icon: MessageSquareQuote },
  { label: 'Mission, Vision & Story', anchor: 'about2', path: PATHS.story, Icon: Target },
  { label: 'Our Team', anchor: 'team', path: PATHS.team, Icon: Users },
] as const;

export function AboutSideMenu({ anchors }: { anchors: boolean }) {
  const links: SideMenuLink[] = ENTRIES.map(({ label, anchor, path, Icon }) =>
    anchors ? { label, Icon, href: `#${anchor}` } : { label, Icon, to: path },
  );
  return <SideMenu label="About sections" links={links} />;
}
