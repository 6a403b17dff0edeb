// The computed colours of elements (text, background, border), for tests that compare a live
// preview with the public page it pictures.
import type { Locator } from '@playwright/test';

export async function coloursOf(elements: Record<string, Locator>): Promise<Record<string, string[]>> {
  const colours: Record<string, string[]> = {};
  for (const [name, element] of Object.entries(elements)) {
    colours[name] = await element.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.color, style.backgroundColor, style.borderTopColor];
    });
  }
  return colours;
}

/** '#0E7C7B' as the browser computes it: 'rgb(14, 124, 123)'. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
