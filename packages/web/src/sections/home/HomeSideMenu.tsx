// The home page's floating menu of in-page links (these eight sections, in this order, with these
// labels, as the original site had them), drawn by the site's shared side menu.
import { Award, ChartColumn, Handshake, House, Mail, MapPin, Newspaper, Wrench } from 'lucide-react';
import { SideMenu, type SideMenuLink } from '../shared/SideMenu';

const LINKS: readonly SideMenuLink[] = [
  { href: '#hero', label: 'Home', Icon: House },
  { href: '#services', label: 'Services', Icon: Wrench },
  { href: '#why-us', label: 'Why Us', Icon: Award },
  { href: '#our-clients', label: 'Clients', Icon: Handshake },
  { href: '#news', label: 'News', Icon: Newspaper },
  { href: '#contact', label: 'Contact', Icon: Mail },
  { href: '#statistics', label: 'Statistics', Icon: ChartColumn },
  { href: '#location', label: 'Location', Icon: MapPin },
];

export function HomeSideMenu() {
  return <SideMenu label="Home page sections" links={LINKS} />;
}
