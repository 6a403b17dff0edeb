// A keystroke in a section's form draws again only what it changes in the live preview: the open
// section, not the navbar, the footer or the other sections, and in a list only the item typed in.
// React's own hook for developer tools (installed before the editor's scripts) tells which components
// were drawn at each commit; each is placed by the first element it draws, found in the preview by
// its section frame. Nothing is saved here but a custom page made for its block editor.
import type { Page } from '@playwright/test';
import { getSection } from '@site/contracts';
import { signIn } from './admin-session';
import { adminToken, authHeader, baseUrl, expect, test } from './fixtures';

declare global {
  interface Window {
    /** Where each component drawn since counting started draws its first element. */
    __drawn?: Element[];
    __counting?: boolean;
  }
}

/** React's developer-tools hook, counting the function components each commit draws. */
function countDraws(): void {
  window.__drawn = [];
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    stateNode: unknown;
  }
  /** Function, forward-ref and memo components: those that draw with hooks. */
  const FUNCTION_TAGS = new Set([0, 11, 14, 15]);
  const HOST_ELEMENT = 5;
  /** React's flag on a fiber whose component ran in this render. */
  const PERFORMED_WORK = 1;
  const firstElement = (fiber: Fiber): Element | null => {
    for (let child = fiber.child; child; child = child.child) if (child.tag === HOST_ELEMENT) return child.stateNode as Element;
    return null;
  };
  const walk = (fiber: Fiber) => {
    // A subtree React did not visit keeps its old fibers, flags and all.
    if (fiber.alternate && fiber.child === fiber.alternate.child) return;
    for (let child = fiber.child; child; child = child.sibling) {
      if (FUNCTION_TAGS.has(child.tag) && (child.flags & PERFORMED_WORK) !== 0) {
        const element = firstElement(child);
        if (element) window.__drawn!.push(element);
      }
      walk(child);
    }
  };
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        if (window.__counting) walk(root.current);
      },
    },
  });
}

const preview = (page: Page) => page.getByTestId('preview');

/** Types `text` at the end of `field`, one key at a time, and answers where each drawn component is. */
async function drawnWhileTyping(page: Page, field: ReturnType<Page['getByLabel']>, text: string) {
  await field.press('End');
  await page.evaluate(() => {
    window.__drawn = [];
    window.__counting = true;
  });
  await field.pressSequentially(text);
  await expect(preview(page)).toContainText(text);
  return page.evaluate(() => {
    window.__counting = false;
    return window.__drawn!.map((element) => ({
      // The section a component draws in; a component whose first element is a section's frame
      // itself (the list of the page's sections) draws the page, not that section.
      section: element.parentElement?.closest('[data-preview-section]')?.getAttribute('data-preview-section') ?? null,
      inPreview: Boolean(element.closest('[data-testid="preview"]')),
      // The gallery's tiles, by their place in its grid.
      tile: (() => {
        const item = element.closest('li');
        return item?.parentElement ? [...item.parentElement.children].indexOf(item) : null;
      })(),
    }));
  });
}

test('a key typed in the Gallery form draws only the gallery again in the preview, and none of its tiles', async ({ page }) => {
  await page.addInitScript(countDraws);
  await signIn(page, '/admin/gallery');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Gallery', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Gallery' });
  const drawn = await drawnWhileTyping(page, dialog.getByLabel('Title', { exact: true }).first(), ' typed');

  const inPreview = drawn.filter((d) => d.inPreview);
  // The gallery was drawn again (the test sees draws at all), and nothing else of the page was.
  expect(inPreview.filter((d) => d.section === 'gallery').length).toBeGreaterThan(0);
  expect(inPreview.filter((d) => d.section !== 'gallery' && d.section !== null)).toEqual([]);
  // The title is the gallery's own: no tile changed, none was drawn.
  expect(inPreview.filter((d) => d.section === 'gallery' && d.tile !== null)).toEqual([]);
});

test("a key typed in one gallery picture's title draws that tile again and no other", async ({ page }) => {
  await page.addInitScript(countDraws);
  await signIn(page, '/admin/gallery');
  await page.getByRole('list', { name: 'Sections' }).getByRole('button', { name: 'Gallery', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Gallery' });
  // The list's second item: its fields are the second of each name in the form.
  const secondTitle = dialog.getByRole('group', { name: 'Image 2', exact: true }).getByLabel('Title', { exact: true });
  const drawn = await drawnWhileTyping(page, secondTitle, ' typed');

  const tiles = new Set(drawn.filter((d) => d.inPreview && d.tile !== null).map((d) => d.tile));
  expect([...tiles]).toEqual([1]);
  expect(drawn.filter((d) => d.inPreview && d.section !== 'gallery' && d.section !== null)).toEqual([]);
});

test("a key typed in a custom page's gallery block, its first included, draws none of its tiles", async ({ page }) => {
  const slug = 'redraws-gallery-block';
  const url = `${baseUrl()}/backend/api/custom-pages/`;
  const headers = { ...authHeader(await adminToken()), 'content-type': 'application/json' };
  const items = ['Lobby', 'Ward', 'Canteen'].map((title) => ({ image: '/favicon.svg', subtitle: '', title, description: '' }));
  const gallery = { type: 'gallery', data: { ...getSection('gallery').defaults, title: 'Our work', items } };
  const created = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ slug, title: 'Redraws', blocks: [gallery] }),
  });
  expect(created.status, await created.text()).toBe(201);
  try {
    await page.addInitScript(countDraws);
    await signIn(page, `/admin/pages/${slug}`);
    await page.getByRole('button', { name: /^Edit Gallery — .*block 1$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Gallery (block 1)' });
    const drawn = await drawnWhileTyping(page, dialog.getByLabel('Title', { exact: true }).first(), ' typed');

    const inBlock = drawn.filter((d) => d.inPreview && d.section === 'block-0');
    expect(inBlock.length).toBeGreaterThan(0);
    expect(inBlock.filter((d) => d.tile !== null)).toEqual([]);
  } finally {
    await fetch(`${url}${slug}`, { method: 'DELETE', headers: authHeader(await adminToken()) });
  }
});
