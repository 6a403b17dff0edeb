// What each section's editor adds to its schema-driven form (admin spec §2-§8): the button's words,
// the spec's success and failure messages verbatim, image categories, list wording, new items and
// the spec's checks. A section missing here still gets an editor from its schema alone.
import { gridCardDefaults, newProjectItem, type SectionKey } from '@site/contracts';
import type { EditorOptions } from '../forms/editor-options';

export interface SectionEditorConfig extends EditorOptions {
  /** The button that opens the editor; default the registry's label. */
  button?: string;
  success: string;
  /** The toast when saving fails; default the server's own sentence. */
  failure?: string;
  /** A check before saving, beyond the schema's: a message stops the save. */
  validate?: (values: Record<string, unknown>) => string | null;
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const LOGO_FAILED = 'Failed to upload logo';
const IMAGE_FAILED = 'Failed to upload image';

export const SECTION_EDITORS: Record<SectionKey, SectionEditorConfig> = {
  navbar: { button: 'Edit Navbar', success: 'Navbar updated successfully!', category: 'navbar', uploadFailure: LOGO_FAILED, labels: { logo2: 'Second logo' } },
  footer: {
    button: 'Edit Footer',
    success: 'Footer updated successfully!',
    category: 'footer',
    uploadFailure: LOGO_FAILED,
    categories: { 'socials.*.icon': 'footer-social' },
    lists: { socials: { itemLabel: 'Social link' } },
  },
  carousel: {
    success: 'Carousel updated successfully!',
    failure: 'Failed to update carousel',
    category: 'carousel',
    uploadFailure: IMAGE_FAILED,
    lists: { images: { itemLabel: 'Image' } },
  },
  hero: { success: 'Hero Updated Successfully', category: 'hero' },
  cards: { success: 'Cards updated successfully!', category: 'cards', uploadFailure: IMAGE_FAILED, lists: { cards: { itemLabel: 'Card' } } },
  homeServices: {
    success: 'Services updated successfully!',
    category: 'services',
    lists: { services: { itemLabel: 'Service', addLabel: 'Add Service', requires: ['title', 'description'] } },
  },
  statistics: { success: 'Statistics data updated successfully!', category: 'statistics', lists: { stats: { itemLabel: 'Statistic' } } },
  gridCards: {
    success: 'Changes saved successfully',
    failure: 'Failed to save changes. Please try again.',
    category: 'grid-cards',
    lists: { gridCards: { itemLabel: 'Card', newItem: () => ({ image: '', title: '', description: '', ...gridCardDefaults }) } },
  },
  featuredVideo: {
    success: 'Featured Video updated successfully!',
    failure: 'Failed to update featured video.',
    category: 'featured-video',
    labels: { button1: 'First button', button2: 'Second button' },
  },
  whyUs: {
    success: 'Data successfully updated',
    failure: 'Error updating the data. Please try again.',
    category: 'why-us',
    lists: { features: { itemLabel: 'Feature' } },
    // Admin spec §5: title, subtitle and every feature's title and description are required.
    validate: (v) => {
      const features = Array.isArray(v.features) ? (v.features as Record<string, unknown>[]) : [];
      const complete = filled(v.title) && filled(v.subtitle) && features.every((f) => filled(f.title) && filled(f.description));
      return complete ? null : 'Please fill all the required fields.';
    },
  },
  ourClients: { success: 'Clients updated successfully!', category: 'clients', uploadFailure: LOGO_FAILED, lists: { clients: { itemLabel: 'Client' } } },
  news: { success: 'News updated successfully!', failure: 'Failed to update news.', category: 'news', lists: { news: { itemLabel: 'Article' } } },
  associates: { success: 'Associates updated successfully!', category: 'associates', uploadFailure: LOGO_FAILED, lists: { clients: { itemLabel: 'Associate' } }, labels: { clients: 'Associates' } },
  homeContact: { success: 'Data updated successfully', category: 'contact', labels: { card1: 'First card', card2: 'Second card', divsBgColor: 'Card background colour', divsTextColor: 'Card text colour' } },
  location: { success: 'Location section updated successfully!', failure: 'Failed to update location section.', category: 'location' },
  about1: { success: 'Company profile updated successfully!', category: 'about', categories: { image1: 'about1-image1', image2: 'about1-image2' } },
  message: { success: 'Message updated successfully!', category: 'message-image' },
  about2: { success: 'Mission, vision and story updated successfully!', category: 'about', lists: { stats: { itemLabel: 'Statement' } } },
  team: {
    success: 'Team updated successfully!',
    category: 'team-member',
    labels: { teamInfo: 'Team', 'teamInfo.headings': 'Headings', 'teamInfo.members': 'Members' },
    lists: { 'teamInfo.members': { itemLabel: 'Member', addLabel: 'Add Member', requires: ['name', 'position'] } },
  },
  faq: { success: 'FAQ updated successfully!', category: 'faq', labels: { faqBgColor: 'Question background colour', faqTextColor: 'Question text colour' }, lists: { faqs: { itemLabel: 'Question' } } },
  contact1: { success: 'Contact 1 updated successfully!', category: 'contact-locations', labels: { maplink: 'Map link' }, lists: { locations: { itemLabel: 'Location' } } },
  contact2: {
    success: 'Contact 2 updated successfully!',
    category: 'contact',
    lists: { phoneNumbers: { itemLabel: 'Phone number' }, addresses: { itemLabel: 'Address' } },
  },
  gallery: { success: 'Gallery updated successfully!', category: 'gallery', lists: { items: { itemLabel: 'Image' } } },
  projects: {
    success: 'Projects updated successfully!',
    category: 'projects',
    lists: { items: { itemLabel: 'Project', newItem: (items) => newProjectItem(items.length) } },
  },
};
