// Draws every demo image as an SVG illustration and encodes it with sharp into
// src/seed/images/ (WebP for scenes, JPEG for portraits, PNG for logos and icons, SVG for the map).
// Run: cd packages/server && npx tsx scripts/make-demo-images.ts [name.png …] (only the images named, or all).
// The output is committed; the seed only reads the files. Deterministic: same drawing, same bytes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGES_DIR, DEMO_IMAGE_NAMES, type DemoImage } from '../src/seed/demo-images.js';
import { divider, icon, socialIcon, type IconName } from './demo-art/icons.js';
import { brightwellIcon, brightwellLogo, clientLogo, northgateLogo, type ClientLogo } from './demo-art/logos.js';
import { locationMap } from './demo-art/map.js';
import { portrait, type Portrait } from './demo-art/people.js';
import { campus, facadeCleaning, harbour, hospital, skyline } from './demo-art/scenes-city.js';
import { controlRoom, floorCare, office, reception } from './demo-art/scenes-interior.js';
import { garden, guardPatrol, rooftop, team } from './demo-art/scenes-outdoor.js';
import { contactDesk, eventHall, mall, training } from './demo-art/scenes-venues.js';
import { C, el, renderScene, svgDoc, type Scene } from './demo-art/svg.js';

type Drawing = () => string;

const scene =
  (s: () => Scene, width: number, height: number, fx = 0.5, fy = 0.5): Drawing =>
  () =>
    renderScene(s(), width, height, fx, fy);
// The images shown full width (carousel, service heroes, About) are drawn at a desktop photo's size,
// so that the seed's responsive variants (480, 960, 1600 px) all exist for them.
const carousel = (s: () => Scene, fy = 0.5) => scene(s, 1920, 720, 0.5, fy);
const wide = (s: () => Scene, fx = 0.5) => scene(s, 1920, 1280, fx);
const photo = (s: () => Scene, fx = 0.5) => scene(s, 1200, 800, fx);
const card = (s: () => Scene, fx = 0.5) => scene(s, 900, 600, fx);
const square = (s: () => Scene, fx = 0.5) => scene(s, 600, 600, fx);
const tile = (s: () => Scene, fx = 0.5) => scene(s, 800, 600, fx);

const face =
  (p: Portrait, size = 600): Drawing =>
  () => {
    const { defs, body } = portrait(p);
    return svgDoc(size, size, '0 0 600 600', el('defs', {}, defs) + body);
  };
const BG = {
  mint: ['#E8F3F1', '#BFDCD7'],
  sand: ['#F6EFE4', '#E6D5BD'],
  sea: ['#DDEFEC', '#A9D6CF'],
  amber: ['#FBEBD0', '#F2C98A'],
  coral: ['#FBE3DC', '#F0B4A3'],
} satisfies Record<string, [string, string]>;

const ico =
  (name: IconName): Drawing =>
  () =>
    icon(name);
const client =
  (l: ClientLogo): Drawing =>
  () =>
    clientLogo(l);
const meridian = (name: string, tagline: string, colour: string): Drawing => client({ name, tagline, colour, mark: 'meridian' });

const DRAWINGS: Record<DemoImage, Drawing> = {
  'logo-brightwell.png': () => brightwellLogo('dark'),
  // The navbar's site icon: the mark alone, square, large enough for its copies and a home-screen icon.
  'icon-brightwell.png': () => brightwellIcon(512),
  'logo-northgate.png': northgateLogo,
  'logo-brightwell-light.png': () => brightwellLogo('light'),
  'social-facebook.png': () => socialIcon('facebook'),
  'social-instagram.png': () => socialIcon('instagram'),
  'social-linkedin.png': () => socialIcon('linkedin'),
  'social-youtube.png': () => socialIcon('youtube'),
  'divider-teal.png': () => divider(C.teal),
  'divider-sea.png': () => divider(C.sea),

  'carousel-skyline.webp': carousel(() => skyline('dusk', 7), 0.45),
  'carousel-cleaning.webp': carousel(() => floorCare('lobby'), 0.62),
  'carousel-security.webp': carousel(controlRoom, 0.58),
  'carousel-gardens.webp': carousel(() => garden('day'), 0.66),
  'hero-team.webp': photo(team, 0.55),
  'hero-reception.webp': photo(reception),
  'card-offices.webp': card(() => office(31)),
  'card-healthcare.webp': card(() => hospital(5)),
  'card-retail.webp': card(() => mall(61)),
  'card-education.webp': card(() => campus(9)),
  'grid-cleaning.webp': square(() => floorCare('eco'), 0.56),
  'grid-security.webp': square(() => guardPatrol('dusk'), 0.5),
  'grid-hospitality.webp': square(eventHall, 0.55),
  'grid-maintenance.webp': square(() => rooftop(51), 0.52),
  'grid-landscaping.webp': square(() => garden('dusk', 43), 0.6),
  'grid-facades.webp': square(() => facadeCleaning(3), 0.52),

  'icon-shield.png': ico('shield'),
  'icon-clock.png': ico('clock'),
  'icon-leaf.png': ico('leaf'),
  'icon-people.png': ico('people'),
  'icon-chart.png': ico('chart'),
  'icon-star.png': ico('star'),
  'icon-spray.png': ico('spray'),
  'icon-wrench.png': ico('wrench'),
  'icon-camera.png': ico('camera'),
  'icon-bell.png': ico('bell'),
  'icon-flame.png': ico('flame'),
  'icon-sprout.png': ico('sprout'),
  'icon-key.png': ico('key'),
  'icon-broom.png': ico('broom'),
  'icon-calendar.png': ico('calendar'),
  'icon-bolt.png': ico('bolt'),
  'icon-droplet.png': ico('droplet'),
  'icon-card.png': ico('card'),
  'icon-gauge.png': ico('gauge'),
  'icon-check.png': ico('check'),

  'client-aster-bank.png': client({ name: 'Aster Bank', tagline: 'Private & business', colour: '#355070', mark: 'asterisk' }),
  'client-larkhaven-health.png': client({ name: 'Larkhaven', tagline: 'General Hospital', colour: '#2A9D8F', mark: 'cross' }),
  'client-quayside.png': client({ name: 'Quayside', tagline: 'Shopping centre', colour: '#C8553D', mark: 'bag' }),
  'client-orion-telecom.png': client({ name: 'Orion', tagline: 'Telecom', colour: '#4A4E69', mark: 'stars' }),
  'client-cedar-pine.png': client({ name: 'Cedar & Pine', tagline: 'Hotels & resorts', colour: '#2D6A4F', mark: 'pine' }),
  'client-northwind.png': client({ name: 'Northwind', tagline: 'Logistics', colour: '#264653', mark: 'chevrons' }),
  'client-helix-pharma.png': client({ name: 'Helix', tagline: 'Pharmaceuticals', colour: '#6D597A', mark: 'helix' }),
  'client-eastmere-university.png': client({ name: 'Eastmere', tagline: 'University', colour: '#9B2226', mark: 'crest' }),
  'assoc-meridian-holdings.png': meridian('Meridian', 'Holdings', C.navy),
  'assoc-northgate.png': client({ name: 'Northgate', tagline: 'Engineering', colour: C.navy, mark: 'gate' }),
  'assoc-meridian-properties.png': meridian('Meridian', 'Properties', C.teal),
  'assoc-meridian-catering.png': meridian('Meridian', 'Catering', '#C8553D'),
  'assoc-meridian-academy.png': meridian('Meridian', 'Skills Academy', '#4A4E69'),
  'assoc-meridian-logistics.png': meridian('Meridian', 'Logistics', '#2D6A4F'),

  'news-port-wren.webp': card(() => harbour('day', 11), 0.45),
  'news-academy.webp': card(training),
  'news-quayside.webp': card(() => guardPatrol('night')),
  'news-care-line.webp': card(contactDesk, 0.55),

  'icon-headset.png': ico('headset'),
  'icon-mail.png': ico('mail'),
  'contact-desk.webp': scene(contactDesk, 900, 700, 0.45),
  'map-larkhaven.svg': locationMap,
  'location-larkhaven.webp': scene(() => skyline('day', 17), 800, 500),
  'location-eastmere.webp': scene(() => campus(13), 800, 500),
  'location-port-wren.webp': scene(() => harbour('night', 19), 800, 500, 0.6),

  'about-headquarters.webp': scene(() => skyline('day', 23), 1800, 1400),
  'about-crew.webp': scene(team, 1800, 1400, 0.5),
  'about-story.webp': scene(() => harbour('dusk', 29), 1800, 1260, 0.4),
  'chairman.jpg': face(
    {
      skin: C.skin[1],
      hair: C.hair[5],
      style: 'bald',
      suit: C.navy,
      shirt: '#FFFFFF',
      tie: C.coral,
      glasses: true,
      background: BG.sand,
    },
    800,
  ),
  'team-eleanor-whitcombe.jpg': face({
    skin: C.skin[0],
    hair: C.hair[3],
    style: 'bun',
    suit: C.navy,
    shirt: '#FFFFFF',
    background: BG.mint,
  }),
  'team-samuel-osei.jpg': face({
    skin: C.skin[4],
    hair: C.hair[4],
    style: 'short',
    suit: '#2F3E4E',
    shirt: '#FFFFFF',
    tie: C.teal,
    background: BG.sand,
  }),
  'team-priya-raman.jpg': face({
    skin: C.skin[2],
    hair: C.hair[0],
    style: 'long',
    suit: C.slate,
    shirt: C.sand,
    glasses: true,
    background: BG.sea,
  }),
  'team-mateo-alvarez.jpg': face({
    skin: C.skin[1],
    hair: C.hair[1],
    style: 'curly',
    suit: C.teal,
    shirt: '#FFFFFF',
    background: BG.amber,
  }),
  'team-hannah-lindqvist.jpg': face({
    skin: C.skin[0],
    hair: C.hair[2],
    style: 'long',
    suit: C.navySoft,
    shirt: '#FFFFFF',
    background: BG.coral,
  }),
  'team-daniel-cho.jpg': face({
    skin: C.skin[1],
    hair: C.hair[4],
    style: 'side',
    suit: C.navy,
    shirt: '#DCEBF5',
    tie: C.amber,
    glasses: true,
    background: BG.mint,
  }),
  'team-grace-mensah.jpg': face({
    skin: C.skin[4],
    hair: C.hair[0],
    style: 'curly',
    suit: C.coral,
    shirt: '#FFFFFF',
    background: BG.sand,
  }),
  'team-tomasz-nowak.jpg': face({
    skin: C.skin[0],
    hair: C.hair[1],
    style: 'short',
    suit: C.teal,
    shirt: '#FFFFFF',
    tie: C.navy,
    background: BG.sea,
  }),

  'gallery-atrium.webp': tile(() => mall(67), 0.6),
  'gallery-floor-care.webp': tile(() => floorCare('lobby', 25), 0.5),
  'gallery-facade.webp': tile(() => facadeCleaning(8), 0.55),
  'gallery-night-patrol.webp': tile(() => guardPatrol('night'), 0.5),
  'gallery-reception.webp': tile(reception, 0.45),
  'gallery-rooftop.webp': tile(() => rooftop(57), 0.5),
  'gallery-courtyard.webp': tile(() => garden('day', 47), 0.4),
  'gallery-event-hall.webp': tile(eventHall, 0.5),
  'gallery-control-room.webp': tile(controlRoom, 0.5),
  'gallery-academy.webp': tile(training, 0.5),
  'gallery-crew.webp': tile(team, 0.52),
  'gallery-office.webp': tile(() => office(33), 0.5),

  'project-harbour-row-tower.webp': scene(() => skyline('night', 37), 1000, 667),
  'project-larkhaven-general.webp': scene(() => hospital(15), 1000, 667),
  'project-quayside-centre.webp': scene(() => mall(71), 1000, 667, 0.4),
  'project-eastmere-university.webp': scene(() => campus(19), 1000, 667),
  'project-grand-meridian-hotel.webp': scene(eventHall, 1000, 667, 0.45),
  'project-port-wren-terminal.webp': scene(() => harbour('day', 31), 1000, 667, 0.6),

  'service-cleaning.webp': wide(() => floorCare('lobby', 29), 0.5),
  'service-security.webp': wide(controlRoom, 0.5),
  'service-hospitality.webp': wide(reception, 0.5),
  'service-maintenance.webp': wide(() => rooftop(59), 0.5),
  'service-landscaping.webp': wide(() => garden('day', 53), 0.5),
};

async function encode(name: DemoImage, svg: string): Promise<Buffer> {
  const input = sharp(Buffer.from(svg));
  switch (path.extname(name)) {
    case '.svg':
      return Buffer.from(svg);
    case '.png':
      return input.png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 }).toBuffer();
    case '.webp':
      return input.webp({ quality: 80, effort: 6, smartSubsample: true }).toBuffer();
    case '.jpg':
      return input.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    default:
      throw new Error(`No encoder for ${name}`);
  }
}

/** The names given on the command line (each must be a demo image), or every demo image. */
function wantedNames(args: string[]): DemoImage[] {
  const unknown = args.filter((a) => !(DEMO_IMAGE_NAMES as string[]).includes(a));
  if (unknown.length) throw new Error(`Not a demo image: ${unknown.join(', ')}`);
  return args.length ? (args as DemoImage[]) : DEMO_IMAGE_NAMES;
}

async function main(args: string[]) {
  fs.mkdirSync(DEMO_IMAGES_DIR, { recursive: true });
  const names = wantedNames(args);
  // Stale files go only when every image is drawn again.
  if (!args.length) {
    const wanted = new Set<string>(DEMO_IMAGE_NAMES);
    for (const stale of fs.readdirSync(DEMO_IMAGES_DIR).filter((f) => !wanted.has(f)))
      fs.rmSync(path.join(DEMO_IMAGES_DIR, stale));
  }

  let total = 0;
  for (const name of names) {
    const bytes = await encode(name, DRAWINGS[name]());
    fs.writeFileSync(path.join(DEMO_IMAGES_DIR, name), bytes);
    total += bytes.length;
    console.log(`${name.padEnd(36)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB`);
  }
  console.log(`${names.length} images, ${(total / 1024).toFixed(0)} KB in ${DEMO_IMAGES_DIR}`);
}

await main(process.argv.slice(2));
