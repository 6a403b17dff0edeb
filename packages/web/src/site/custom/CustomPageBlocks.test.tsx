// A custom page's blocks rendered on the server: every element id on the page is unique, even with
// each block type on it twice, every id reference (label, aria-labelledby, aria-controls,
// aria-describedby) names an element of the page, and each contact form's labels name its own
// fields; the first block of a type keeps the ids and anchors its own page has. Rendered as the server
// renders a page: each island (a contact form, a gallery) a root of its own.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLOCK_TYPES,
  blockFacts,
  footerDefault,
  isBlockShown,
  navbarDefault,
  siteMessagesDefault,
  type Block,
  type BlockType,
} from '@site/contracts';
import { IslandHostContext } from '../../islands/island';
import { islandCollector } from '../../islands/server';
import { loadAllBlockComponents } from './block-components';
import { blockIdSuffixes, CustomPageBlocks } from './CustomPageBlocks';

beforeAll(() => loadAllBlockComponents());

/** What a block of the type needs to be drawn at all (a FAQ without questions is not). */
const SHOWN: Partial<Record<BlockType, Record<string, unknown>>> = {
  'about/faq': { faqs: [{ question: 'Do you work at night?', answer: 'Yes.' }] },
  'about/rich-text': {
    heading: 'Why work here',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Good people.' }] }] },
  },
  'home/featured-video': { title: 'Our crews', videoSrc: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
};

const blockOf = (type: BlockType): Block =>
  ({ type, data: { ...structuredClone(blockFacts(type).defaults), ...SHOWN[type] } }) as Block;

function render(blocks: Block[]): string {
  return renderToString(
    <IslandHostContext value={islandCollector()}>
      <MemoryRouter initialEntries={['/careers']}>
        <CustomPageBlocks
          title="Careers"
          blocks={blocks}
          sections={{ navbar: navbarDefault, footer: footerDefault, siteMessages: siteMessagesDefault }}
          serviceSlugs={[]}
          pageLinks={[]}
        />
      </MemoryRouter>
    </IslandHostContext>,
  );
}

const values = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean));

const duplicates = (list: string[]) => list.filter((v, i) => list.indexOf(v) !== i);

describe('the element ids of a custom page', () => {
  it('are unique with every block type on the page twice, and every reference names one of them', () => {
    const blocks = BLOCK_TYPES.flatMap((type) => [blockOf(type), blockOf(type)]);
    expect(blocks.filter((b) => !isBlockShown(b)).map((b) => b.type)).toEqual([]);
    const html = render(blocks);
    const ids = values(html, 'id');
    expect(ids.length).toBeGreaterThan(BLOCK_TYPES.length * 2);
    expect(duplicates(ids)).toEqual([]);
    const references = ['for', 'aria-labelledby', 'aria-controls', 'aria-describedby'].flatMap((a) => values(html, a));
    expect(references.filter((r) => !ids.includes(r))).toEqual([]);
  });

  it('are unique with two FAQ blocks and two contact forms, each form labelling its own fields', () => {
    const html = render([blockOf('about/faq'), blockOf('home/contact'), blockOf('about/faq'), blockOf('contact/contact2')]);
    const ids = values(html, 'id');
    expect(duplicates(ids)).toEqual([]);
    // The first FAQ and contact section keep their pages' anchors; the second ones are numbered.
    expect(ids).toEqual(expect.arrayContaining(['faq', 'faq-2', 'contact', 'contact-form']));

    const forms = html.split('<form').slice(1);
    expect(forms).toHaveLength(2);
    const labelled = forms.map((form) => {
      const fields = values(form, 'for');
      expect(fields.length).toBeGreaterThanOrEqual(3);
      // Each label names a field of its own form.
      for (const field of fields) expect(form, field).toMatch(new RegExp(`<(input|textarea)[^>]*\\sid="${field}"`));
      return fields;
    });
    expect(labelled[0]!.filter((f) => labelled[1]!.includes(f))).toEqual([]);
  });
});

describe('blockIdSuffixes', () => {
  it('numbers the repeats of each type from 2 and leaves the first of each unnumbered', () => {
    const faq = blockOf('about/faq');
    const hero = blockOf('home/hero');
    expect(blockIdSuffixes([faq, hero, faq, faq, hero])).toEqual([undefined, undefined, '-2', '-3', '-2']);
  });

  it('counts only the blocks that are drawn', () => {
    const hidden = {
      type: 'about/faq',
      data: { ...structuredClone(blockFacts('about/faq').defaults), faqs: [] },
    } as unknown as Block;
    expect(blockIdSuffixes([hidden, blockOf('about/faq')])).toEqual([undefined, undefined]);
  });
});
