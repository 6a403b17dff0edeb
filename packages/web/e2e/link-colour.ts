// The site's link colour (--brand-text: the accent darkened for text) as the browser resolves it
// where an element sits, for tests that check a text link or toggle is drawn in it.
import type { Locator } from '@playwright/test';

export const linkColour = (element: Locator): Promise<string> =>
  element.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--brand-text)';
    el.parentElement?.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
