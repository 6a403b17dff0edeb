import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RichTextDoc } from '@site/contracts/site';
import { RichText } from './RichText';

const html = (doc: RichTextDoc) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RichText doc={doc} />
    </MemoryRouter>,
  )
    // The module's class name is the build's business; the markup inside is what is tested.
    .replace(/^<div class="[^"]*">/, '<div>');

const text = (value: string, ...marks: unknown[]) => ({ type: 'text', text: value, ...(marks.length ? { marks } : {}) });
const link = (href: string) => ({ type: 'link', attrs: { href } });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content }) as RichTextDoc;

describe('RichText', () => {
  it('draws every node and mark as its element', () => {
    const markup = html(
      doc(
        para(
          text('Plain '),
          text('bold', { type: 'bold' }),
          text(' '),
          text('italic', { type: 'italic' }),
          text(' '),
          text('both', { type: 'bold' }, { type: 'italic' }),
          { type: 'hardBreak' },
          text('next line'),
        ),
        { type: 'paragraph' },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                para(text('One')),
                { type: 'orderedList', content: [{ type: 'listItem', content: [para(text('Nested'))] }] },
              ],
            },
          ],
        },
        { type: 'orderedList', attrs: { start: 3, type: 'a' }, content: [{ type: 'listItem', content: [para(text('Third'))] }] },
        { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [para(text('First'))] }] },
      ),
    );
    expect(markup).toBe(
      '<div>' +
        '<p>Plain <strong>bold</strong> <em>italic</em> <strong><em>both</em></strong><br/>next line</p>' +
        '<p></p>' +
        '<ul><li><p>One</p><ol><li><p>Nested</p></li></ol></li></ul>' +
        '<ol start="3" type="a"><li><p>Third</p></li></ol>' +
        '<ol><li><p>First</p></li></ol>' +
        '</div>',
    );
  });

  it('draws links: a site path through the router, another site in a new tab without the opener, mail as a plain link', () => {
    const markup = html(
      doc(
        para(
          text('Contact ', link('/contact')),
          text('us', link('/contact'), { type: 'bold' }),
          text(', read '),
          text('this', link('https://example.com/a')),
        ),
        para(text('mail', link('mailto:a@b.example'))),
      ),
    );
    expect(markup).toBe(
      '<div>' +
        '<p><a href="/contact" data-discover="true">Contact <strong>us</strong></a>, read ' +
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">this<span class="visually-hidden"> (opens in a new tab)</span></a></p>' +
        '<p><a href="mailto:a@b.example">mail</a></p>' +
        '</div>',
    );
  });

  it('escapes markup in text: a <script> stays text', () => {
    const markup = html(doc(para(text('<script>alert(1)</script> & <b>x</b>'))));
    expect(markup).toBe('<div><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;x&lt;/b&gt;</p></div>');
    expect(markup).not.toContain('<script');
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x'])(
    'leaves a stored %j link as text, not a link',
    (href) => {
      expect(html(doc(para(text('Click', link(href)), text(' here'))))).toBe('<div><p>Click here</p></div>');
    },
  );

  it('skips nodes and marks it does not know, and content that is not a list', () => {
    const old = doc(
      { type: 'heading', attrs: { level: 2 }, content: [text('Old heading')] },
      para(text('kept', { type: 'strike' }), { type: 'image', attrs: { src: '/x.png' } }),
      { type: 'bulletList', content: [{ type: 'callout', content: [para(text('odd'))] }] },
      { type: 'paragraph', content: 'not a list' },
    );
    expect(html(old)).toBe('<div><p>kept</p><ul><li></li></ul><p></p></div>');
    expect(html({ type: 'doc' } as RichTextDoc)).toBe('<div></div>');
  });
});
