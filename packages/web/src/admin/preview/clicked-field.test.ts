import { describe, expect, it } from 'vitest';
import { clickedField, type Clicked } from './clicked-field';

const at = (shown: Partial<Clicked>): Clicked => ({
  text: '',
  ownText: '',
  ...shown,
  nth: { text: 0, image: 0, href: 0, ...shown.nth },
});

const hero = {
  title: 'Spaces that work. People who care.',
  description: 'Since 1998 we have kept offices clean.',
  image1: '/media/hero-team.webp',
  image2: '/media/hero-reception.webp',
  contactLink: '#contact',
  contactText: 'Talk to us',
  bgColor: '#ffffff',
};

const cards = {
  heading: 'What you need',
  cards: [
    { title: 'Offices', more: 'Learn more', imageSrc: '/media/a.webp' },
    { title: 'Healthcare', more: 'Learn more', imageSrc: '/media/b.webp' },
  ],
};

describe('clickedField', () => {
  it('finds a text by its words, whatever its spaces and case', () => {
    expect(clickedField(hero, [at({ text: '  spaces that   work.\n People who care. ' })])).toBe('title');
  });

  it('finds an image by its address', () => {
    expect(clickedField(hero, [at({ image: '/media/hero-reception.webp' })])).toBe('image2');
  });

  it('finds a list item’s field by its index path', () => {
    expect(clickedField(cards, [at({ text: 'Healthcare' })])).toBe('cards.1.title');
    expect(clickedField(cards, [at({ image: '/media/b.webp' })])).toBe('cards.1.imageSrc');
  });

  it('tells the same words apart by their place among the elements showing them', () => {
    expect(clickedField(cards, [at({ text: 'Learn more' })])).toBe('cards.0.more');
    expect(clickedField(cards, [at({ text: 'Learn more', nth: { text: 1, image: 0, href: 0 } })])).toBe('cards.1.more');
    // More elements than matches (a copy drawn twice): the last match.
    expect(clickedField(cards, [at({ text: 'Learn more', nth: { text: 5, image: 0, href: 0 } })])).toBe('cards.1.more');
  });

  it('finds a part of a longer text, as a paragraph of a rich text', () => {
    const about = {
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'First paragraph of the story.' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Second one, ' },
              { type: 'text', text: 'in bold', marks: [{ type: 'bold' }] },
            ],
          },
        ],
      },
      title: 'Our story',
    };
    expect(clickedField(about, [at({ text: 'Second one, in bold' })])).toBe('body');
    expect(clickedField(about, [at({ text: 'in bold' })])).toBe('body');
    expect(clickedField(hero, [at({ text: 'we have kept offices' })])).toBe('description');
  });

  it("finds a field's words inside the element's own text", () => {
    expect(
      clickedField({ phone: '555 0100' }, [at({ text: 'Call us on 555 0100 today', ownText: 'Call us on 555 0100 today' })]),
    ).toBe('phone');
  });

  it("finds a link by its address when its words are not a field's", () => {
    expect(clickedField(hero, [at({ text: 'Read on', href: '#contact' })])).toBe('contactLink');
    // The words first: a button's label is what the admin sees and edits.
    expect(clickedField(hero, [at({ text: 'Talk to us', href: '#contact' })])).toBe('contactText');
  });

  it('takes the topmost element that shows a field: the picture under empty space beside the text', () => {
    const empty = at({ text: 'Spaces that work. People who care. Since 1998 we have kept offices clean.' });
    expect(clickedField(hero, [empty, at({ image: '/media/hero-team.webp' })])).toBe('image1');
    expect(clickedField(hero, [at({ text: 'Spaces that work. People who care.' }), at({ image: '/media/hero-team.webp' })])).toBe(
      'title',
    );
  });

  it('answers null when nothing shown is a field', () => {
    expect(clickedField(hero, [at({ text: 'Fixed words of the site' })])).toBeNull();
    expect(clickedField(hero, [at({ text: 'ab' })])).toBeNull();
    expect(clickedField(hero, [])).toBeNull();
    expect(clickedField(null, [at({ text: 'x' })])).toBeNull();
  });
});
