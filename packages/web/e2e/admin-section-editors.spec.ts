// Every section editor (issue 4), driven by one table: it opens with the section's current data, a
// field edit shows at once in the live preview (before saving), Save shows the spec's message,
// closes the modal and refreshes the preview, and the public page shows the change. Each section is
// put back afterwards so the other files see the demo content.
import { SECTIONS, type SectionKey } from '@site/contracts';
import { signIn } from './admin-session';
import { putSection, readSection } from './content';
import { expect, test } from './fixtures';

interface Case {
  /** The admin route of the section's page. */
  admin: string;
  /** The public page that shows the section. */
  site: string;
  /** The text field edited (its label in the editor, its key in the document). */
  label: string;
  field: string;
  success: string;
  /** Another field to fill first, when the section only shows with it (the featured video). */
  also?: [label: string, value: string];
}

const CASES: Record<SectionKey, Case> = {
  navbar: { admin: '/admin/layouts', site: '/', label: 'Group name', field: 'groupName', success: 'Navbar updated successfully!' },
  footer: { admin: '/admin/layouts', site: '/about', label: 'Copyright text', field: 'copyText', success: 'Footer updated successfully!' },
  carousel: { admin: '/admin', site: '/', label: 'Image 1', field: 'images.0', success: 'Carousel updated successfully!' },
  hero: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Hero Updated Successfully' },
  cards: { admin: '/admin', site: '/', label: 'Heading', field: 'heading', success: 'Cards updated successfully!' },
  homeServices: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Services updated successfully!' },
  statistics: { admin: '/admin', site: '/', label: 'Heading', field: 'heading', success: 'Statistics data updated successfully!' },
  gridCards: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Changes saved successfully' },
  featuredVideo: {
    admin: '/admin',
    site: '/',
    label: 'Title',
    field: 'title',
    success: 'Featured Video updated successfully!',
    also: ['Video embed address', '/media/e2e-video.mp4'],
  },
  whyUs: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Data successfully updated' },
  ourClients: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Clients updated successfully!' },
  news: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'News updated successfully!' },
  associates: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Associates updated successfully!' },
  homeContact: { admin: '/admin', site: '/', label: 'Title', field: 'title', success: 'Data updated successfully' },
  location: { admin: '/admin', site: '/', label: 'Address', field: 'address', success: 'Location section updated successfully!' },
  about1: { admin: '/admin/about', site: '/about', label: 'Title', field: 'title', success: 'Company profile updated successfully!' },
  message: { admin: '/admin/about', site: '/about', label: 'Heading', field: 'heading', success: 'Message updated successfully!' },
  about2: { admin: '/admin/about', site: '/about', label: 'Title', field: 'title', success: 'Mission, vision and story updated successfully!' },
  team: { admin: '/admin/about', site: '/about', label: 'Title', field: 'teamInfo.headings.title', success: 'Team updated successfully!' },
  faq: { admin: '/admin/about', site: '/about', label: 'Title', field: 'title', success: 'FAQ updated successfully!' },
  contact1: { admin: '/admin/contact', site: '/contact', label: 'Header', field: 'header', success: 'Contact 1 updated successfully!' },
  contact2: { admin: '/admin/contact', site: '/contact', label: 'Title', field: 'title', success: 'Contact 2 updated successfully!' },
  gallery: { admin: '/admin/gallery', site: '/gallery', label: 'Title', field: 'title', success: 'Gallery updated successfully!' },
  projects: { admin: '/admin/projects', site: '/projects', label: 'Title', field: 'title', success: 'Projects updated successfully!' },
};

const valueAt = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);

for (const section of SECTIONS) {
  const c = CASES[section.key];
  test.describe(`${section.label} editor (${section.key})`, () => {
    let original: unknown;
    test.beforeAll(async () => {
      original = await readSection(`${section.path}/`);
    });
    test.afterAll(async () => {
      await putSection(`${section.path}/`, original);
    });

    test('opens with the current data, previews each keystroke, saves, and the site shows it', async ({ page }) => {
      const current = String(valueAt(original, c.field) ?? '');
      const isImage = c.field === 'images.0';
      const marker = isImage ? '/media/e2e-missing.png' : `E2E ${section.key} ${Date.now()}`;
      await signIn(page, c.admin);
      const buttonName = section.key === 'navbar' ? 'Edit Navbar' : section.key === 'footer' ? 'Edit Footer' : section.label;
      await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: buttonName, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Edit ${section.label}` });
      // The section's own field comes before any list item's field of the same name.
      const input = dialog.getByLabel(c.label, { exact: true }).first();
      await expect(input).toHaveValue(current);

      if (c.also) await dialog.getByLabel(c.also[0], { exact: true }).fill(c.also[1]);
      await input.fill(marker);
      const preview = page.getByTestId('preview');
      if (isImage) await expect(preview.locator(`img[src="${marker}"]`).first()).toBeAttached();
      else await expect(preview).toContainText(marker);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(c.success, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(valueAt(await readSection(`${section.path}/`), c.field)).toBe(marker);

      await page.goto(c.site);
      if (isImage) await expect(page.locator(`img[src="${marker}"]`).first()).toBeAttached();
      else await expect(page.locator('body')).toContainText(marker);
    });
  });
}
