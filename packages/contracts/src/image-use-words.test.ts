import { describe, expect, it } from 'vitest';
import { getSection } from './registry.js';
import { categoryWords, customPageUseWords, fieldWords, ordinal, sectionUseWords, serviceUseWords } from './image-use-words.js';

describe('ordinal', () => {
  it('says 1st, 2nd, 3rd, 4th and the teens with th', () => {
    expect([1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });
});

describe('where an image is used, in words', () => {
  it('names a list item by its position and its label, not the stored path', () => {
    expect(sectionUseWords(getSection('gallery'), 'items.9.image')).toBe('Gallery page, 10th image');
    expect(sectionUseWords(getSection('gallery'), 'items.0.image')).toBe('Gallery page, 1st image');
  });

  it('names the page, the section and the field as the editor labels them', () => {
    expect(sectionUseWords(getSection('about1'), 'image2')).toBe('About page, Company Profile, image 2');
    expect(sectionUseWords(getSection('team'), 'teamInfo.members.2.imageUrl')).toBe('About page, Team, team, 3rd member, image');
  });

  it("names an editor-built page's block by its number and type", () => {
    const page = { title: 'Careers', blocks: [{ type: 'home/hero' }, { type: 'image-text' }, { type: 'home/hero' }] };
    expect(customPageUseWords(page, 'blocks.2.data.image1')).toBe('Page "Careers", block 3 (Hero), image 1');
    expect(customPageUseWords(page, 'blocks.1.data.image')).toBe('Page "Careers", block 2 (Image and text), image');
  });

  it('names a service by its title', () => {
    expect(serviceUseWords('Windows', 'heroImage')).toBe('Service "Windows", hero image');
  });

  it('says "item" in a list the editor gives no item label', () => {
    expect(fieldWords('logos.1.src')).toEqual(['logos', '2nd item', 'address']);
  });
});

describe('categoryWords', () => {
  it("names a field's own category by that field, and a section's by the section", () => {
    expect(categoryWords('about1-image1')).toBe('About page, Company Profile, image 1');
    expect(categoryWords('gallery')).toBe('Gallery page');
    expect(categoryWords('team-member')).toBe('About page, Team');
  });

  it('names a category by its section, and one no section files by its key in words', () => {
    expect(categoryWords('grid-cards')).toBe('Home page, Grid Cards');
    expect(categoryWords('office-party')).toBe('Office party');
    expect(categoryWords('e2e-test')).toBe('E2e test');
    expect(categoryWords('services-hero')).toBe('Services hero');
  });
});
