// The pages `pnpm bench:lighthouse` measures: one of each kind a visitor meets. The demo content has
// no editor-built page, so one is made here the way an admin makes it (through the content API,
// then published), from the demo's own documents: a hero, a picture beside text, the reasons to
// choose the company, the questions and answers and the contact form.
import { imageTextBlockDefault } from '@site/contracts/site';
import type { Editor } from './editor-client.js';

/** The editor-built page's address. */
export const EDITOR_BUILT_SLUG = 'how-we-work';

/** Makes and publishes the editor-built page; answers its path. */
export async function publishEditorBuiltPage(editor: Editor): Promise<string> {
  const section = (path: string) => editor.call<Record<string, unknown>>('GET', path);
  const [hero, whyUs, faq, contact, about1] = await Promise.all(
    ['/home/hero', '/home/why-us', '/about/faq', '/home/contact', '/about/about1'].map(section),
  );
  await editor.call('POST', '/custom-pages', {
    slug: EDITOR_BUILT_SLUG,
    title: 'How we work',
    blocks: [
      { type: 'home/hero', data: { ...hero, title: 'How we work' } },
      {
        type: 'image-text',
        data: {
          ...imageTextBlockDefault,
          heading: 'One team for the whole building',
          image: about1!.image1,
          imageAlt: 'Our team at work',
        },
      },
      { type: 'home/why-us', data: whyUs },
      { type: 'about/faq', data: faq },
      { type: 'home/contact', data: contact },
    ],
  });
  await editor.call('POST', `/drafts/custom-pages/${EDITOR_BUILT_SLUG}/publish`);
  return `/${EDITOR_BUILT_SLUG}`;
}

/** `/`, `/about`, the first service, `/gallery`, `/projects`, `/contact` and the editor-built page. */
export async function pagesToMeasure(editor: Editor, serviceSlugs: { slug: string }[]): Promise<string[]> {
  if (!serviceSlugs[0]) throw new Error('The demo content has no service page to measure.');
  const built = await publishEditorBuiltPage(editor);
  return ['/', '/about', `/services/${serviceSlugs[0].slug}`, '/gallery', '/projects', '/contact', built];
}
