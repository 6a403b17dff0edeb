import { describe, expect, it } from 'vitest';
import { faqDefault, imageTextDefault, type Block } from '@site/contracts';
import { customPageHead } from './custom-page-head.js';

const paragraph = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe("a custom page's head", () => {
  it('is the page title, and the first text of its shown blocks as the description', () => {
    const blocks = [
      // An FAQ without questions is not shown: its subtitle does not describe the page.
      { type: 'about/faq', data: { ...faqDefault, subtitle: 'Hidden' } },
      { type: 'home/statistics', data: { title: 'Numbers', description: '' } },
      { type: 'image-text', data: { ...imageTextDefault, body: paragraph('We hire  cleaners\nand engineers.') } },
      { type: 'home/hero', data: { description: 'Later text' } },
    ] as unknown as Block[];
    expect(customPageHead({ title: 'Careers', blocks })).toEqual({
      title: 'Careers',
      description: 'We hire cleaners and engineers.',
    });
  });

  it('has no description without any text', () => {
    expect(customPageHead({ title: 'Careers', blocks: [] })).toEqual({ title: 'Careers', description: '' });
  });
});
