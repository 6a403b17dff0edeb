// The home editor's live preview runs the carousel as the public page does (its plain script,
// web/src/site/behaviours/carousel.ts, started on the preview by the site's behaviours): the slides
// move on their own and every thumbnail shows its picture, also once React has drawn the section again.
import type { SectionData } from '@site/contracts';
import { signIn } from './admin-session';
import { withSection } from './content';
import { image } from './home-content';
import { expect, test } from './fixtures';

withSection<SectionData<'carousel'>>('home/carousel', { images: [image(1), image(2), image(3)] });

test("the home editor's preview runs the carousel", async ({ page }) => {
  await page.clock.install();
  await signIn(page, '/admin/home');
  const carousel = page.getByTestId('preview').locator('#carousel');
  await expect(carousel).toHaveAttribute('data-carousel-live', '');
  const current = carousel.locator('[aria-label="Choose a slide"] [aria-current="true"]');
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 1');
  await expect(carousel.locator('[aria-label="Choose a slide"] img:visible')).toHaveCount(3);
  await page.clock.runFor(3500);
  await expect(current).toHaveAttribute('aria-label', 'Go to slide 2');
  await expect(carousel.locator('[data-current]')).toHaveCount(1);
});
