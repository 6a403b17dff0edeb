// axe-core in a page, for the browser tests of one screen: every violation as one readable line. The
// page's context needs bypassCSP (axe is injected as an inline script; see accessibility.spec.ts).
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Waits for what is moving to settle (a toast fading in, a dialog opening): axe measures colours as
 * they are drawn, and a half-faded message would count as low contrast, or pass, by timing alone.
 * Endless animations (a spinner) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The rules that read colours: the contrast of text with what is behind it, and a link in running
 * text told apart from the text around it by colour. A change that is only one of colours (the
 * editor's dark theme) can change what these find and nothing else axe checks.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every violation of axe's default rules in the page, or of only the `rules` named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await settled(page);
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (only) => {
    type Run = (context: Document, options?: object) => Promise<{ violations: AxeViolation[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    return (await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : undefined)).violations;
  }, rules);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`));
}
