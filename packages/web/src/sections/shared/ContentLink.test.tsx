import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './ContentLink';

const html = (href: string) =>
  renderToString(
    <MemoryRouter>
      <ContentLink href={href} className="button">
        Go
      </ContentLink>
    </MemoryRouter>,
  );

describe('ContentLink', () => {
  it.each(['//evil.example', '/\\evil.example', '/\\\\evil.example', '\\\\evil.example', 'javascript:alert(1)', ''])(
    'renders the text without a link for a stored %j, and still links what the link rule accepts',
    (href) => {
      expect(html(href)).toBe('<a class="button">Go</a>');
      expect(html('/about')).toBe('<a class="button" href="/about" data-discover="true">Go</a>');
      expect(html('https://example.com/x')).toContain(
        'href="https://example.com/x" class="button" target="_blank" rel="noopener noreferrer"',
      );
      expect(html('#top')).toBe('<a href="#top" class="button">Go</a>');
      expect(html('mailto:a@b.example')).toBe('<a href="mailto:a@b.example" class="button">Go</a>');
    },
  );
});
