import { describe, expect, it } from 'vitest';
import { distinctImages, fileNameOf, imageNameOf } from './image-names';

const record = (image: string, name: string, size = 100, width = 10, height = 10) => ({ image, name, size, width, height });

describe('image names', () => {
  it("names an image by the library's name, not by its stored path", () => {
    const library = new Map([['/media/0123456789abcdef0123456789abcdef.webp', { name: 'atrium.webp' }]]);
    expect(imageNameOf('/media/0123456789abcdef0123456789abcdef.webp', library)).toBe('atrium.webp');
  });

  it('falls back on the last part of the path, without the random stored name', () => {
    const empty = new Map<string, { name: string }>();
    expect(imageNameOf('https://example.com/photos/team%20day.jpg?w=400', empty)).toBe('team day.jpg');
    expect(imageNameOf('/media/0123456789ABCDEF0123456789abcdef.webp', empty)).toBe('Uploaded image (.webp)');
    expect(fileNameOf('/media/old-logo.png')).toBe('old-logo.png');
  });

  it('lists each image once: the same stored file, or the same file uploaded again', () => {
    const images = [
      record('/media/a.webp', 'atrium.webp'),
      record('/media/a.webp', 'atrium.webp'),
      record('/media/b.webp', 'atrium.webp'),
      record('/media/c.webp', 'atrium.webp', 200),
      record('/media/d.webp', 'crew.webp'),
    ];
    expect(distinctImages(images).map((i) => i.image)).toEqual(['/media/a.webp', '/media/c.webp', '/media/d.webp']);
  });
});
