// axe-core over every editor screen (editor-axe.ts), at phone and desktop widths, in the dark theme (axe's rules that read colours): no
// violations. The other theme's sweep is a file of its own, so the two run side by side.
import { dropNeverPublished, editorViolations } from './editor-axe';
import { expect, test } from './fixtures';

test.afterAll(dropNeverPublished);

for (const width of [390, 1440]) {
  test(`every editor screen has no axe violations at ${width} px in the dark theme`, async ({ browser }) => {
    test.setTimeout(180_000);
    expect(await editorViolations(browser, 'dark', width)).toEqual([]);
  });
}
