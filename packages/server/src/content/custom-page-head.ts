// A custom page's head values: its title, and the first text of its shown blocks as the
// description (the site cuts it to a search result's length). The one place they are decided; the
// page's own search-engine settings (`seo:<slug>`) replace them where set (web site/meta.ts withPageSeo).
import { isBlockShown, richTextToPlain, type Block, type RichTextDoc } from '@site/contracts';

/** Fields whose text describes a block, in the order they are tried. */
const DESCRIBING_FIELDS = ['description', 'subtitle', 'subheading', 'body'];

const isRichText = (value: unknown): value is RichTextDoc =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';

/** A block's first describing text: a plain description, or a rich-text body as plain text. */
function blockText(data: unknown): string {
  const fields = data as Record<string, unknown>;
  for (const key of DESCRIBING_FIELDS) {
    const value = fields[key];
    const text = typeof value === 'string' ? value : isRichText(value) ? richTextToPlain(value) : '';
    if (text.trim()) return text.replace(/\s+/g, ' ').trim();
  }
  return '';
}

export function customPageHead(page: { title: string; blocks: readonly Block[] }): { title: string; description: string } {
  const description =
    page.blocks
      .filter(isBlockShown)
      .map((b) => blockText(b.data))
      .find(Boolean) ?? '';
  return { title: page.title, description };
}
