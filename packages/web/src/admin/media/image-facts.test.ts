import { describe, expect, it } from 'vitest';
import { deleteRefusal, dimensions, fileSize, focalPointAt, replaceDetail, usedOn } from './image-facts';

const use = (words: string, field = 'image') => ({ document: 'home/hero', place: 'Home › Hero', field, words });

describe('image facts', () => {
  it('says a file size the way file managers do', () => {
    expect(fileSize(812)).toBe('812 B');
    expect(fileSize(48 * 1024 + 100)).toBe('48 KB');
    expect(fileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
    expect(fileSize(23 * 1024 * 1024)).toBe('23 MB');
  });

  it('gives the dimensions only when they are known', () => {
    expect(dimensions({ width: 1600, height: 900 })).toBe('1600 × 900');
    expect(dimensions({ width: null, height: null })).toBe('');
  });

  it('names the first place it is used on and counts the others once each', () => {
    expect(usedOn({ used_by: [] })).toBe('Not used');
    const twice = [use('Home page, Hero, image 1', 'image1'), use('Home page, Hero, image 1', 'image1')];
    expect(usedOn({ used_by: twice })).toBe('Used on Home page, Hero, image 1');
    expect(usedOn({ used_by: [use('Gallery page, 10th image'), use('Service "Windows", hero image')] })).toBe(
      'Used on Gallery page, 10th image and 1 more place',
    );
    expect(usedOn({ used_by: [use('A'), use('B'), use('C')] })).toBe('Used on A and 2 more places');
  });

  it('refuses to delete an image in use naming each place once, and lets an unused one be asked about', () => {
    expect(deleteRefusal({ used_by: [] })).toBeNull();
    expect(deleteRefusal({ used_by: [use('Home › Hero'), use('Home › Hero', 'x'), use('About › Team')] })).toBe(
      'This image is used on Home › Hero and About › Team, so it cannot be deleted. Choose another image there first.',
    );
  });

  it('says which pages a new file changes', () => {
    expect(replaceDetail({ used_by: [] })).toBe('It is not used on any page yet.');
    expect(replaceDetail({ used_by: [use('Home › Hero')] })).toBe('This changes every page that uses it: Home › Hero.');
  });

  it('turns a click on the picture into a focal point inside it', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focalPointAt(box, 200, 200)).toEqual({ focal_x: 0.25, focal_y: 0.75 });
    // A click on the border lands on the edge, not outside the picture.
    expect(focalPointAt(box, 90, 260)).toEqual({ focal_x: 0, focal_y: 1 });
    expect(focalPointAt(box, 233.3333, 50)).toEqual({ focal_x: 0.33, focal_y: 0 });
    expect(focalPointAt({ left: 0, top: 0, width: 0, height: 0 }, 5, 5)).toEqual({ focal_x: 0.5, focal_y: 0.5 });
  });
});
