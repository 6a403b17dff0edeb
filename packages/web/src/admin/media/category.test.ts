import { IMAGE_CATEGORY_EMPTY_ERROR, IMAGE_CATEGORY_ERROR } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { categorySuggestions, EMPTY_UPLOAD_FORM, uploadFormProblem } from './category';

describe('uploadFormProblem', () => {
  it('asks for files and a category in one sentence when either is missing', () => {
    expect(EMPTY_UPLOAD_FORM).toBe('Please select images and provide a category.');
    expect(uploadFormProblem(0, 'news')).toBe(EMPTY_UPLOAD_FORM);
    expect(uploadFormProblem(2, '')).toBe(EMPTY_UPLOAD_FORM);
    expect(uploadFormProblem(2, '   ')).toBe(EMPTY_UPLOAD_FORM);
  });

  it('refuses a category with no letter or digit, or too long, with the contract sentence', () => {
    expect(uploadFormProblem(1, '!?')).toBe(IMAGE_CATEGORY_EMPTY_ERROR);
    expect(uploadFormProblem(1, 'x'.repeat(51))).toBe(IMAGE_CATEGORY_ERROR);
  });

  it('accepts what can be made into a category: spaces, capitals and accents included', () => {
    expect(uploadFormProblem(1, 'news')).toBeNull();
    expect(uploadFormProblem(3, ' Team Photos ')).toBeNull();
    expect(uploadFormProblem(1, 'Café')).toBeNull();
  });
});

describe('categorySuggestions', () => {
  it("offers the library's categories and the editor's, each once, in order", () => {
    const offered = categorySuggestions(['team-photos', 'news']);
    expect(offered).toContain('team-photos');
    expect(offered).toContain('gallery');
    expect(offered.filter((c) => c === 'news')).toHaveLength(1);
    expect(offered).toEqual([...offered].sort());
  });
});
