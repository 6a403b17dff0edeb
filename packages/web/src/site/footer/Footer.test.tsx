// The footer draws its edited link columns in their order, or the automatic three while it has none.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { footerDefault, type Footer as FooterData } from '@site/contracts/site';
import { Footer } from './Footer';

const draw = (footer: FooterData) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Footer footer={footer} groupName="" serviceSlugs={[{ title: 'Cleaning', slug: 'cleaning' }]} />
    </MemoryRouter>,
  );
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((m) => m[1]);
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);

describe('Footer', () => {
  it('without edited columns: Company, About and Services', () => {
    expect(headings(draw(footerDefault))).toEqual(['Company', 'About', 'Services']);
  });

  it('draws the edited columns in their order, an automatic one with the services', () => {
    const html = draw({
      ...footerDefault,
      columns: [
        {
          heading: 'Visit',
          auto: '',
          links: [
            { label: 'Write to us', target: '/contact' },
            { label: 'Start', target: '/' },
          ],
        },
        { heading: 'What we do', auto: 'services', links: [] },
      ],
    });
    expect(headings(html)).toEqual(['Visit', 'What we do']);
    expect(links(html)).toEqual(['Write to us /contact', 'Start /', 'Cleaning /services/cleaning']);
  });
});
