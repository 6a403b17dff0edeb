// Which of our documents each path of the original export becomes, and the reshaping (per page
// group: layout.ts, home.ts, contact.ts, services.ts) done before it is fitted to our schema.
import { formShape, SECTIONS, serviceSchema, type FormNode, type SectionKey } from '@site/contracts';
import { conform, type MapContext } from './conform.js';
import { reshapeContact2 } from './contact.js';
import { reshapeCarousel, reshapeHero } from './home.js';
import { reshapeFooter, reshapeNavbar } from './layout.js';
import { reshapeServices } from './services.js';

export type Owner = SectionKey | 'services';

/** The original served the services list at this path, beside the sections. */
const SERVICES_PATH = 'services';

type Reshape = (doc: unknown, ctx: MapContext) => unknown;

/** Paths missing here have our shape already (the same field names). */
const RESHAPES: Partial<Record<string, Reshape>> = {
  'layout/navbar': reshapeNavbar,
  'layout/footer': reshapeFooter,
  'home/carousel': reshapeCarousel,
  'home/hero': reshapeHero,
  'contact/contact2': reshapeContact2,
  [SERVICES_PATH]: reshapeServices,
};

const servicesShape: FormNode = { type: 'list', item: formShape(serviceSchema) };

export function ownerOf(path: string): Owner | undefined {
  return path === SERVICES_PATH ? 'services' : SECTIONS.find((s) => s.path === path)?.key;
}

/** Our document for one path of the original export (not yet validated). */
export function mapDocument(owner: Owner, path: string, doc: unknown, ctx: MapContext): unknown {
  const reshaped = (RESHAPES[path] ?? ((d: unknown) => d))(doc, ctx);
  if (owner === 'services') return conform(servicesShape, reshaped, '', ctx);
  const section = SECTIONS.find((s) => s.key === owner);
  return section ? conform(formShape(section.schema), reshaped, '', ctx, section.defaults) : reshaped;
}
