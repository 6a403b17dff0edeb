// Every section editor of the registry, driven by one table: it opens with the section's current
// data, a field edit shows at once in the live preview (before saving), Save shows the section's own
// message, closes the modal and refreshes the preview, and the public page shows the change. The
// editor screen and the public page come from the section's page; the table says which field to edit
// and the message, word for word. Each section is put back afterwards so the other files see the demo
// content.
import { SECTIONS, type PageWithSections, type SectionKey } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { expect, test } from './fixtures';

/** Each page's editor screen and the public page that shows its sections (the layout's: the home page). */
const ADMIN_OF: Record<PageWithSections, string> = {
  layout: '/admin/layouts',
  home: '/admin',
  about: '/admin/about',
  contact: '/admin/contact',
  gallery: '/admin/gallery',
  projects: '/admin/projects',
};
const SITE_OF: Record<PageWithSections, string> = {
  layout: '/',
  home: '/',
  about: '/about',
  contact: '/contact',
  gallery: '/gallery',
  projects: '/projects',
};

interface Case {
  /** The public page that shows the section, when not its page's (the footer is checked on /about). */
  site?: string;
  /** The text field edited (its label in the editor, its key in the document). */
  label: string;
  field: string;
  success: string;
  /** Another field to fill first, when the section only shows with it (the featured video). */
  also?: [label: string, value: string];
}

const CASES: Record<SectionKey, Case> = {
  navbar: { label: 'Group name', field: 'groupName', success: 'Navbar updated successfully!' },
  footer: { site: '/about', label: 'Copyright text', field: 'copyText', success: 'Footer updated successfully!' },
  siteMessages: { label: '"Read More" button', field: 'readMore', success: 'Site messages updated successfully!' },
  carousel: { label: 'Image 1', field: 'images.0', success: 'Carousel updated successfully!' },
  hero: { label: 'Title', field: 'title', success: 'Hero Updated Successfully' },
  cards: { label: 'Heading', field: 'heading', success: 'Cards updated successfully!' },
  homeServices: { label: 'Title', field: 'title', success: 'Services updated successfully!' },
  statistics: { label: 'Heading', field: 'heading', success: 'Statistics data updated successfully!' },
  gridCards: { label: 'Title', field: 'title', success: 'Changes saved successfully' },
  featuredVideo: {
    label: 'Title',
    field: 'title',
    success: 'Featured Video updated successfully!',
    also: ['Video embed address', '/e2e-video.mp4'],
  },
  whyUs: { label: 'Title', field: 'title', success: 'Data successfully updated' },
  ourClients: { label: 'Title', field: 'title', success: 'Clients updated successfully!' },
  news: { label: 'Title', field: 'title', success: 'News updated successfully!' },
  associates: { label: 'Title', field: 'title', success: 'Associates updated successfully!' },
  homeContact: { label: 'Title', field: 'title', success: 'Data updated successfully' },
  location: { label: 'Address', field: 'address', success: 'Location section updated successfully!' },
  about1: { label: 'Title', field: 'title', success: 'Company profile updated successfully!' },
  message: { label: 'Heading', field: 'heading', success: 'Message updated successfully!' },
  about2: { label: 'Title', field: 'title', success: 'Mission, vision and story updated successfully!' },
  team: { label: 'Title', field: 'teamInfo.headings.title', success: 'Team updated successfully!' },
  faq: { label: 'Title', field: 'title', success: 'FAQ updated successfully!' },
  richText: { label: 'Heading', field: 'heading', success: 'Rich text updated successfully!' },
  contact1: { label: 'Header', field: 'header', success: 'Contact 1 updated successfully!' },
  contact2: { label: 'Title', field: 'title', success: 'Contact 2 updated successfully!' },
  gallery: { label: 'Title', field: 'title', success: 'Gallery updated successfully!' },
  projects: { label: 'Title', field: 'title', success: 'Projects updated successfully!' },
};

const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);

for (const section of SECTIONS) {
  const c = CASES[section.key];
  const admin = ADMIN_OF[section.page];
  const site = c.site ?? SITE_OF[section.page];
  test.describe(`${section.label} editor (${section.key})`, () => {
    let original: unknown;
    test.beforeAll(async () => {
      original = await readSection(`${section.path}/`);
    });
    test.afterAll(async () => {
      await putSection(`${section.path}/`, original);
    });

    test('opens with the current data, previews each keystroke, saves, and the site shows it', async ({ page }) => {
      const stored = valueAt(original, c.field);
      const current = typeof stored === 'string' ? stored : '';
      const isImage = c.field === 'images.0';
      // A remote image: a /media/ address must name an image in the library, or the save is refused.
      const marker = isImage ? 'https://images.example.com/e2e-carousel.png' : `E2E ${section.key} ${Date.now()}`;
      await signIn(page, admin);
      const buttonName = section.key === 'navbar' ? 'Edit Navbar' : section.key === 'footer' ? 'Edit Footer' : section.label;
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: buttonName, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${section.label}` });
      // The section's own field comes before any list item's field of the same name.
      const input = dialog.getByLabel(c.label, { exact: true }).first();
      await expect(input).toHaveValue(current);

      if (c.also) await dialog.getByLabel(c.also[0], { exact: true }).fill(c.also[1]);
      // An image field shows the file's name; its address is typed under "Image address".
      if (isImage) await dialog.getByText('Image address', { exact: true }).first().click();
      await input.fill(marker);
      const preview = page.getByTestId('preview');
      if (isImage) await expect(preview.locator(`img[src="${marker}"]`).first()).toBeAttached();
      else await expect(preview).toContainText(marker);

      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText(c.success, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(valueAt(await readSection(`${section.path}/`), c.field)).toBe(marker);

      await page.goto(site);
      if (isImage) await expect(page.locator(`img[src="${marker}"]`).first()).toBeAttached();
      else await expect(page.locator('body')).toContainText(marker);
    });
  });
}
